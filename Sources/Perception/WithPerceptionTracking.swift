/// Runs `apply`, then calls `onChange` once when any perceptible property it read is about to
/// change.
///
/// The same contract as `withObservationTracking`, which it calls: `onChange` runs before the
/// new value is stored, once, and tracking then stops. Call again to keep observing. Inside an
/// `observe` closure it sees the reads of a store's state too.
///
/// ```swift
/// let title = withPerceptionTracking {
///   model.title
/// } onChange: {
///   print("title will change")
/// }
/// ```
///
/// - Parameters:
///   - apply: The code whose reads are tracked.
///   - onChange: Called when a tracked property is about to change.
/// - Returns: What `apply` returns.
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  _UnsafeObserverReadRecording.suspended {
    withObservationTracking(apply, onChange: onChange())
  }
}
