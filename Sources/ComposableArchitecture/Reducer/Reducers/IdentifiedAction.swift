/// An action for one element of an `IdentifiedArray`: the element's id and its action.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// store.send(.rows(.element(id: row.id, action: .toggle)))
/// ```
///
/// Case key paths reach one element's actions by id, as tests write them:
///
/// ```swift
/// await store.send(\.rows[id: row.id].toggle)
/// await store.receive(\.rows[id: row.id].delegate.deleted)
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action sent to the element with the given id.
  case element(id: ID, action: Action)

  /// The case paths of an identified action: every element's actions, or one element's by id.
  public struct AllCasePaths: Sendable {
    /// The `element` case, as an id and an action.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      IdentifiedAction.elementCasePath
    }

    /// The actions of the element with id `id`: `\.rows[id: 1]`.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      IdentifiedAction.elementCasePath(id: id)
    }
  }

  /// The case paths of an identified action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension IdentifiedAction: ElementActionCase {
  var elementCase: (id: ID, action: Action)? {
    switch self {
    case let .element(id, action): (id, action)
    }
  }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

/// The action of a `forEach` over elements of feature `R`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable
