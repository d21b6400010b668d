import Locking

/// Keeps an `observe(_:)` observation alive: cancel it, or release it, to stop.
///
/// Keep tokens where the work they drive lives:
///
/// ```swift
/// final class Coordinator {
///   var tokens: Set<ObserveToken> = []
///
///   func start(store: StoreOf<Feature>) {
///     observe { print(store.count) }.store(in: &tokens)
///   }
/// }
/// ```
///
/// A token is `Sendable`: any thread may cancel or release it. Cancelling on the main thread
/// stops a main-actor observation at once; from another thread, before its next run.
public final class ObserveToken: Sendable, HashableObject {
  private let cancelled = Lock(false)

  /// What cancelling the token does (once, however often it is cancelled).
  public let onCancel: @Sendable () -> Void

  /// A token that runs `onCancel` when it is first cancelled or released.
  ///
  /// - Parameter onCancel: The work that stops what the token keeps alive.
  public init(onCancel: @escaping @Sendable () -> Void = {}) {
    self.onCancel = onCancel
  }

  deinit {
    cancel()
  }

  /// Whether the token was cancelled.
  public var isCancelled: Bool {
    cancelled.withLock { $0 }
  }

  /// Stops the observation: its closure never runs again.
  public func cancel() {
    let isFirst = cancelled.withLock { isCancelled in
      defer { isCancelled = true }
      return !isCancelled
    }
    if isFirst { onCancel() }
  }

  /// Adds the token to `collection`, which then keeps the observation alive.
  ///
  /// - Parameter collection: Where to keep the token.
  public func store(in collection: inout some RangeReplaceableCollection<ObserveToken>) {
    collection.append(self)
  }

  /// Adds the token to `set`, which then keeps the observation alive.
  ///
  /// - Parameter set: Where to keep the token.
  public func store(in set: inout Set<ObserveToken>) {
    set.insert(self)
  }
}
