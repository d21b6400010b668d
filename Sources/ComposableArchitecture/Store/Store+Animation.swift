#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Store {
  /// Sends `action` to the store with `animation`.
  ///
  /// See ``send(_:)``. Where SwiftUI does not exist the animation is a placeholder and the
  /// action is sent as by ``send(_:)``.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: The animation to apply to the state change.
  /// - Returns: A task for the effects the action started.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Use 'withAnimation { _ = store.send(action) }' instead")
  #else
    @available(
      iOS, deprecated: 9999, message: "Use 'withAnimation { _ = store.send(action) }' instead"
    )
    @available(
      macOS, deprecated: 9999, message: "Use 'withAnimation { _ = store.send(action) }' instead"
    )
    @available(
      tvOS, deprecated: 9999, message: "Use 'withAnimation { _ = store.send(action) }' instead"
    )
    @available(
      watchOS, deprecated: 9999, message: "Use 'withAnimation { _ = store.send(action) }' instead"
    )
  #endif
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action, transaction: Transaction(animation: animation))
  }

  /// Sends `action` to the store within `transaction`.
  ///
  /// See ``send(_:)``.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - transaction: The transaction to apply to the state change.
  /// - Returns: A task for the effects the action started.
  #if ComposableArchitecture2Deprecations
    @available(
      *, deprecated,
      message: "Use 'withTransaction(transaction) { _ = store.send(action) }' instead"
    )
  #else
    @available(
      iOS, deprecated: 9999,
      message: "Use 'withTransaction(transaction) { _ = store.send(action) }' instead"
    )
    @available(
      macOS, deprecated: 9999,
      message: "Use 'withTransaction(transaction) { _ = store.send(action) }' instead"
    )
    @available(
      tvOS, deprecated: 9999,
      message: "Use 'withTransaction(transaction) { _ = store.send(action) }' instead"
    )
    @available(
      watchOS, deprecated: 9999,
      message: "Use 'withTransaction(transaction) { _ = store.send(action) }' instead"
    )
  #endif
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    withTransaction(transaction) {
      send(action)
    }
  }
}
