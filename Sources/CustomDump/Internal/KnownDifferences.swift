/// A collection that can tell, without comparing elements, where it may differ from another
/// value of its type: how a diff of a 10,000-row list finds its one changed row without reading
/// the other 9,999.
///
/// The differ asks for it when both sides of a diff are collections of one type with equatable
/// elements, and then compares only the elements at the positions named.
package protocol KnownDifferences {
  /// The offsets at which `self` and `other` may hold different elements, or `nil` when that is
  /// not known without comparing them. Elements at other offsets are equal.
  func positionsThatMayDiffer(from other: Any) -> [Int]?
}
