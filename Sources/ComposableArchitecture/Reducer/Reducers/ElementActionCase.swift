/// An action enum with an `element(id:action:)` case, one element's action by its id:
/// ``IdentifiedAction`` and ``StackAction``. Their case paths to that case are built here, once.
protocol ElementActionCase: SendableMetatype {
  associatedtype ElementID: Hashable & Sendable
  associatedtype ElementAction

  /// The action of the element with id `id` (the enum's case satisfies it).
  static func element(id: ElementID, action: ElementAction) -> Self

  /// The id and the action, when this is the `element` case.
  var elementCase: (id: ElementID, action: ElementAction)? { get }
}

extension ElementActionCase {
  /// The `element` case, as an id and an action.
  static var elementCasePath: AnyCasePath<Self, (id: ElementID, action: ElementAction)> {
    AnyCasePath(embed: { .element(id: $0.id, action: $0.action) }, extract: { $0.elementCase })
  }

  /// The actions of the element with id `id` only.
  static func elementCasePath(id: ElementID) -> AnyCasePath<Self, ElementAction> {
    AnyCasePath(
      embed: { .element(id: id, action: $0) },
      extract: { action in
        guard let element = action.elementCase, element.id == id else { return nil }
        return element.action
      }
    )
  }
}
