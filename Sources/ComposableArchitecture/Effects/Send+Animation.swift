#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Send {
  /// Sends `action` back into the store with `animation`, unless the effect has been cancelled.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.loaded(try await api.fetch()), animation: .default)
  /// }
  /// ```
  ///
  /// Where SwiftUI does not exist the animation is a placeholder and the action is sent as by
  /// ``callAsFunction(_:)``.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: The animation to apply to the state change.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action, transaction: Transaction(animation: animation))
  }

  /// Sends `action` back into the store within `transaction`, unless the effect has been
  /// cancelled.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - transaction: The transaction to apply to the state change.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    guard !Task.isCancelled else { return }
    withTransaction(transaction) {
      self(action)
    }
  }
}
