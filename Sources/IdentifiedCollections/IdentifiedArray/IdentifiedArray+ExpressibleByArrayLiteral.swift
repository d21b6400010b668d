extension IdentifiedArray: ExpressibleByArrayLiteral
where Element: Identifiable, ID == Element.ID {
  /// Creates an array from a literal of `Identifiable` elements with different ids.
  ///
  /// ```swift
  /// let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2)]
  /// ```
  ///
  /// - Parameter elements: The elements, in order.
  /// - Precondition: No two elements have the same id.
  /// - Complexity: O(*n*) on average, where *n* is the number of elements, if `ID` hashes well.
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init()
    _appendUnique(contentsOf: elements)
  }
}
