#if canImport(SwiftUI)
  import SwiftUI
#endif

/// An action with a case for the actions a view may send.
///
/// Conform a feature's `Action` to it and move what the view sends into a nested enum; the
/// ``ViewAction(for:)`` macro then lets the view send those without wrapping them:
///
/// ```swift
/// @Reducer
/// struct Login {
///   enum Action: ViewAction {
///     case loginResponse(Bool)
///     case view(View)
///
///     enum View {
///       case loginButtonTapped
///     }
///   }
///   // ...
/// }
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions a view may send.
  associatedtype ViewAction

  /// Embeds a view action in the feature's actions.
  static func view(_ action: ViewAction) -> Self
}

/// A type with a ``Store`` that sends ``ViewAction``s: what ``ViewAction(for:)`` conforms a type
/// to.
///
/// Any type with a `store` property can conform: a SwiftUI view, a UIKit controller, or a plain
/// class that drives a terminal or server interface.
@preconcurrency @MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the store's feature.
  associatedtype StoreState

  /// The actions of the store's feature.
  associatedtype StoreAction: ViewAction

  /// The store that view actions are sent to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action to the store, wrapped in its `view` case.
  ///
  /// ```swift
  /// send(.loginButtonTapped)  // store.send(.view(.loginButtonTapped))
  /// ```
  ///
  /// - Parameter action: The view action.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }

  /// Sends a view action to the store with `animation`.
  ///
  /// Where SwiftUI does not exist the animation is a placeholder and this is ``send(_:)``.
  ///
  /// - Parameters:
  ///   - action: The view action.
  ///   - animation: The animation to apply to the state change.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    withAnimation(animation) {
      store.send(.view(action))
    }
  }

  /// Sends a view action to the store within `transaction`.
  ///
  /// - Parameters:
  ///   - action: The view action.
  ///   - transaction: The transaction to apply to the state change.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
    withTransaction(transaction) {
      store.send(.view(action))
    }
  }
}
