/// A collection whose elements are unique by id and can be looked up by it.
///
/// ``IdentifiedArray`` is the conforming type this module provides; code generic over
/// identified collections can accept any conformer.
///
/// ```swift
/// func titles<C: _IdentifiedCollection<Todo.ID, Todo>>(_ todos: C, _ ids: [Todo.ID]) -> [String] {
///   ids.compactMap { todos[id: $0]?.title }
/// }
/// ```
public protocol _IdentifiedCollection<ID, Element>: Collection {
  /// The type that identifies an element.
  associatedtype ID: Hashable

  /// The type of the collection of ids.
  associatedtype IDs: Collection<ID>

  /// The ids of the elements, in the collection's order.
  ///
  /// - Complexity: Conformers should make this O(1).
  var ids: IDs { get }

  /// The element with the given id, or `nil` if there is none.
  ///
  /// - Complexity: Conformers should make this O(1) on average.
  subscript(id id: ID) -> Element? { get }
}

/// An identified collection whose elements can also be replaced, inserted and removed by id, and
/// mutated by position.
///
/// ```swift
/// func complete<C: _MutableIdentifiedCollection<Todo.ID, Todo>>(_ id: Todo.ID, in todos: inout C) {
///   todos[id: id]?.isDone = true
/// }
/// ```
public protocol _MutableIdentifiedCollection<ID, Element>: _IdentifiedCollection, MutableCollection
{
  /// The element with the given id, or `nil`; assigning `nil` removes it.
  ///
  /// - Complexity: Conformers should make reading and in-place mutation O(1) on average.
  subscript(id id: ID) -> Element? { get set }
}

extension IdentifiedArray: _MutableIdentifiedCollection {}
