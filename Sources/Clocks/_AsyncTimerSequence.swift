/// The sequence ``_Concurrency/Clock/timer(interval:tolerance:)`` returns: the clock's time, once
/// per interval, for as long as it is iterated.
///
/// Not API in itself (hence the underscore): use it through `timer(interval:)`.
///
/// Ticks fall on a fixed grid, `start + interval × n`, where `start` is the clock's time at the
/// first call to `next()`; a consumer that falls behind skips the ticks it missed rather than
/// receiving them late in a burst. The sequence ends when the task is cancelled (or the clock's
/// sleep throws).
public struct _AsyncTimerSequence<C: Clock>: AsyncSequence, Sendable {
  /// The clock's instants.
  public typealias Element = C.Instant

  /// Iterates a timer sequence.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    private var clock: C?
    private let interval: C.Duration
    private let tolerance: C.Duration?
    private var previous: C.Instant?

    fileprivate init(clock: C, interval: C.Duration, tolerance: C.Duration?) {
      self.clock = clock
      self.interval = interval
      self.tolerance = tolerance
    }

    /// Sleeps until the next tick and returns the clock's time then, or `nil` once the sleep
    /// throws (cancellation).
    public mutating func next() async -> C.Instant? {
      guard let clock else { return nil }
      let now = clock.now
      var deadline = (previous ?? now).advanced(by: interval)
      if interval > .zero {
        while deadline < now { deadline = deadline.advanced(by: interval) }
      }
      do {
        try await clock.sleep(until: deadline, tolerance: tolerance)
      } catch {
        self.clock = nil
        return nil
      }
      previous = deadline
      return clock.now
    }
  }

  private let clock: C
  private let interval: C.Duration
  private let tolerance: C.Duration?

  init(interval: C.Duration, tolerance: C.Duration?, clock: C) {
    self.clock = clock
    self.interval = interval
    self.tolerance = tolerance
  }

  /// An iterator whose first tick is one interval after its first `next()`.
  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, interval: interval, tolerance: tolerance)
  }
}
