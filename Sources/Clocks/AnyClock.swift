/// A clock that forwards to any other clock with the same duration type.
///
/// An existential `any Clock<Duration>` does not itself conform to `Clock`, so it cannot be
/// passed where a generic clock is expected. `AnyClock` can:
///
/// ```swift
/// func debounced(on clock: any Clock<Duration>) -> some AsyncSequence {
///   events.debounce(for: .seconds(1), clock: AnyClock(clock))
/// }
/// ```
///
/// Its instants are offsets from the wrapped clock's `now` at the moment of wrapping, so they
/// compare and subtract like the wrapped clock's, whatever its instant type is.
public final class AnyClock<Duration: DurationProtocol & Hashable>: Clock {
  /// A point in a type-erased clock's time: an offset from the moment the clock was wrapped.
  public struct Instant: InstantProtocol {
    fileprivate let offset: Duration

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// The duration from this instant to `other`; negative if `other` is earlier.
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let currentOffset: @Sendable () -> Duration
  private let resolution: @Sendable () -> Duration
  private let sleepUntilOffset: @Sendable (Duration, Duration?) async throws -> Void

  /// Wraps a clock.
  ///
  /// - Parameter clock: The clock to forward to.
  public init<C: Clock>(_ clock: C) where C.Instant.Duration == Duration {
    let origin = clock.now
    self.currentOffset = { origin.duration(to: clock.now) }
    self.resolution = { clock.minimumResolution }
    self.sleepUntilOffset = { offset, tolerance in
      try await clock.sleep(until: origin.advanced(by: offset), tolerance: tolerance)
    }
  }

  /// The wrapped clock's current time.
  public var now: Instant {
    Instant(offset: currentOffset())
  }

  /// The wrapped clock's minimum resolution.
  public var minimumResolution: Duration {
    resolution()
  }

  /// Sleeps on the wrapped clock until the corresponding instant.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Passed to the wrapped clock.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleepUntilOffset(deadline.offset, tolerance)
  }
}
