import ConcurrencyExtras
import Locking
import Synchronization

/// A clock whose sleeps return at once, moving its time forward to their deadlines.
///
/// Time squashed to nothing: code that waits five seconds before showing a message shows it
/// immediately, which suits tests that do not care about the timing and live previews.
///
/// ```swift
/// let model = WelcomeModel(clock: ImmediateClock())
/// await model.onAppear()          // sleeps 5 s on the clock, returns at once
/// #expect(model.message == "Welcome!")
/// ```
///
/// Each sleep still suspends briefly (`Task.megaYield()`) so that other tasks get to run, as
/// they would while a real clock waits. Cancellation is honoured: a cancelled task's sleep
/// throws `CancellationError`.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in an immediate clock's time: an offset from its zero.
  public struct Instant: InstantProtocol {
    fileprivate let offset: Duration

    /// Creates the instant `offset` after the clock's zero.
    ///
    /// - Parameter offset: The distance from zero.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

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

  private let current: Lock<Instant>

  /// Creates an immediate clock whose time starts at `now`.
  ///
  /// - Parameter now: The starting instant.
  public init(now: Instant = .init()) {
    self.current = Lock(now)
  }

  /// The clock's current time: the latest deadline slept until, or the starting instant.
  public var now: Instant {
    current.withLock { $0 }
  }

  /// Zero: an immediate clock has no granularity.
  public var minimumResolution: Duration {
    .zero
  }

  /// Moves the clock to `deadline` (never backward) and returns without waiting for it.
  ///
  /// - Parameters:
  ///   - deadline: The instant the caller wants to wake at.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` if the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
    await Task.megaYield()
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  /// Creates an immediate clock measured in `Swift.Duration`, starting at zero.
  public convenience init() {
    self.init(now: .init())
  }
}

extension Clock where Self == ImmediateClock<Swift.Duration> {
  /// A new ``ImmediateClock``: sleeps return at once.
  ///
  /// ```swift
  /// let model = WelcomeModel(clock: .immediate)
  /// ```
  public static var immediate: Self {
    ImmediateClock()
  }
}
