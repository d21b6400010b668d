/// What a root store's loop reads and writes on every action, kept out of the runtime's dynamic
/// exclusivity checks: each checked access is a runtime call and a thread-local lookup, and a
/// send makes several.
///
/// Invariants, which `UnsafeRootLoopTests` and `RootCoreTests` check:
/// - only `RootCore.sendNow` writes `state`, and the loop never overlaps itself: an action sent
///   while it runs waits in `buffer`, in order, and the running loop reduces it;
/// - `buffer`, `bufferStart` and `isSending` are read and written an instant at a time, never
///   across a call, and `isSending` is false whenever the loop is not running;
/// - a read of `state` while the loop writes it (an observer reading the store inside
///   Observation's `willSet`) sees the fields written so far, where a checked access would stop
///   the program.
@MainActor
@usableFromInline
final class _UnsafeRootLoop<State, Action> {
  @usableFromInline @exclusivity(unchecked) var state: State
  @usableFromInline @exclusivity(unchecked) var buffer: [Action] = []
  @usableFromInline @exclusivity(unchecked) var bufferStart = 0
  @usableFromInline @exclusivity(unchecked) var isSending = false

  @inlinable
  init(state: State) {
    self.state = state
  }

  /// Checks the loop's bookkeeping between sends: nothing waits, nothing runs.
  func _checkInvariants() -> Bool {
    !isSending && buffer.isEmpty && bufferStart == 0
  }
}
