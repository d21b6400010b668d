/// How the fast side of a differential run differed from the plain side, after which action.
package struct Divergence: Equatable, CustomStringConvertible, Sendable {
  /// The number of actions sent when the difference was seen.
  package let step: Int
  /// What differed, in a sentence.
  package let what: String

  package var description: String { "after action \(step): \(what)" }

  /// Whether `other` is the same kind of difference, wherever it was seen: what shrinking keeps.
  func isSameKind(as other: Divergence) -> Bool {
    what.prefix(while: { $0 != ":" }) == other.what.prefix(while: { $0 != ":" })
  }
}
