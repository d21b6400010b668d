import Locking
import Synchronization

/// What a ``SharedReaderKey``'s `subscribe` returns: cancelled, once, when the last shared
/// reference to the key goes away (or by hand with ``cancel()``).
public struct SharedSubscription: Sendable {
  private let box: Box

  /// Creates a subscription that runs `cancel` once, when it is cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.box = Box(cancel)
  }

  /// Cancels the subscription; later calls do nothing.
  public func cancel() {
    box.cancel()
  }

  private final class Box: Sendable {
    private let onCancel: Lock<(@Sendable () -> Void)?>

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = Lock(onCancel)
    }

    deinit {
      cancel()
    }

    func cancel() {
      let onCancel = onCancel.withLock { onCancel in
        defer { onCancel = nil }
        return onCancel
      }
      onCancel?()
    }
  }
}
