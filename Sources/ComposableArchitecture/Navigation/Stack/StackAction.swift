/// The actions of a navigation stack, as its parent sees them: an element's own action, a pop,
/// or a push.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// case let .path(.element(id: id, action: .detail(.saveTapped))):
/// case let .path(.popFrom(id: id)):
/// case let .path(.push(id: id, state: state)):
/// ```
public enum StackAction<State, Action>: CasePathable {
  /// An action of the element with id `id`.
  indirect case element(id: StackElementID, action: Action)

  /// Pops the element with id `id` and every element above it: what a back button, or the
  /// element's own `dismiss()`, sends.
  case popFrom(id: StackElementID)

  /// Pushes `state` with id `id`: what a navigation link sends.
  case push(id: StackElementID, state: State)

  /// The case paths of a stack action.
  public struct AllCasePaths: Sendable {
    /// The `element` case, as an id and an action.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      StackAction.elementCasePath
    }

    /// The `popFrom` case.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      ._$embed(
        { .popFrom(id: $0) },
        extract: { action in
          guard case let .popFrom(id) = action else { return nil }
          return id
        })
    }

    /// The `push` case, as an id and a state.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      ._$embed(
        { .push(id: $0.id, state: $0.state) },
        extract: { action in
          guard case let .push(id, state) = action else { return nil }
          return (id: id, state: state)
        })
    }

    /// The actions of the element with id `id`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      StackAction.elementCasePath(id: id)
    }
  }

  /// The case paths of every case: `\.element`, `\.popFrom` and `\.push`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The stack action of feature `R`: `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: ElementActionCase {
  var elementCase: (id: StackElementID, action: Action)? {
    guard case let .element(id, action) = self else { return nil }
    return (id, action)
  }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
