/// The effects started by one ``Store/send(_:)``: await them, or cancel them.
///
/// ```swift
/// let task = store.send(.refresh)
/// await task.finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  @usableFromInline
  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits until the effects have finished.
  ///
  /// It runs on the caller's actor: awaiting from the main actor costs no hop to another thread
  /// and back.
  nonisolated(nonsending) public func finish() async {
    await rawValue?.value
  }

  /// Whether the effects were cancelled; `true` when there were none.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
