/// An ``IdentifiedArray`` of `Identifiable` elements, keyed by their `id`.
///
/// ```swift
/// struct Todo: Identifiable { let id: Int; var title: String }
/// var todos: IdentifiedArrayOf<Todo> = []
/// ```
///
/// - Complexity: The alias adds no cost; see ``IdentifiedArray`` for each operation.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
