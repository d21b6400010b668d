/// The actions of a presented feature, as its parent sees them: the feature's own actions, or
/// the request to dismiss it.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// case .destination(.presented(.edit(.saveTapped))):
/// case .destination(.dismiss):
/// ```
///
/// Case key paths reach through it both ways: `\.destination.presented.edit` and the shorter
/// `\.destination.edit`.
public enum PresentationAction<Action> {
  /// Dismisses the presented feature: its state becomes nil and its effects are cancelled.
  case dismiss

  /// An action of the presented feature.
  indirect case presented(Action)
}

/// The presentation action of feature `R`: `PresentationActionOf<Destination>`.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
  /// The case paths of a presentation action, and of its presented feature's actions.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The `dismiss` case.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      ._$embed(
        { _ in .dismiss },
        extract: { action in
          guard case .dismiss = action else { return nil }
          return ()
        })
    }

    /// The `presented` case.
    public var presented: AnyCasePath<PresentationAction, Action> {
      ._$embed(
        { .presented($0) },
        extract: { action in
          guard case let .presented(value) = action else { return nil }
          return value
        })
    }

    /// A case of the presented feature's actions, reached through `presented`:
    /// `\.destination.edit` means `\.destination.presented.edit`.
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, AppendedAction>
    where Action: CasePathable {
      let inner = Action.allCasePaths[keyPath: keyPath]
      return ._$embed(
        { .presented(inner.embed($0)) },
        extract: { action in
          guard case let .presented(value) = action else { return nil }
          return inner.extract(from: value)
        })
    }
  }

  /// The case paths of every case, `\.presented` and `\.dismiss`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
