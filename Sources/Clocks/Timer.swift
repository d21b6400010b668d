extension Clock where Duration: Hashable {
  /// An async sequence that yields the clock's time once every `interval`.
  ///
  /// ```swift
  /// for await _ in clock.timer(interval: .seconds(1)) {
  ///   count += 1
  /// }
  /// ```
  ///
  /// With a ``TestClock``, each advance past a tick produces one element; ticks missed by a slow
  /// consumer are skipped. Iteration ends when the iterating task is cancelled.
  ///
  /// - Parameters:
  ///   - interval: The time between ticks.
  ///   - tolerance: Passed to each sleep on the clock.
  /// - Returns: The sequence of tick times.
  public func timer(
    interval: Duration,
    tolerance: Duration? = nil
  ) -> _AsyncTimerSequence<AnyClock<Duration>> {
    _AsyncTimerSequence(interval: interval, tolerance: tolerance, clock: AnyClock(self))
  }
}
