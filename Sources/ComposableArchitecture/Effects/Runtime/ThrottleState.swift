import Locking
import Synchronization

/// What `throttle` remembers per id in one store: when an action was last let through, and the
/// action held for the end of the interval.
final class ThrottleState: Sendable {
  enum Decision<Instant, Action> {
    case sendNow(Action)
    case sendAt(Instant, Action)
  }

  private struct Entry {
    var lastSent: any Sendable
    var held: (any Sendable)?
  }

  private let entries = Lock<[CancelID: Entry]>([:])

  /// Decides what to do with `action`, arriving at `now`.
  func decide<Instant: InstantProtocol, Action: Sendable>(
    _ key: CancelID,
    action: Action,
    now: Instant,
    interval: Instant.Duration,
    latest: Bool
  ) -> Decision<Instant, Action> {
    entries.withLock { entries in
      guard let entry = entries[key], let lastSent = entry.lastSent as? Instant else {
        entries[key] = Entry(lastSent: now, held: nil)
        return .sendNow(action)
      }
      let held = latest ? action : (entry.held as? Action) ?? action
      if lastSent.duration(to: now) >= interval {
        entries[key] = Entry(lastSent: now, held: nil)
        return .sendNow(held)
      }
      entries[key]?.held = held
      return .sendAt(lastSent.advanced(by: interval), held)
    }
  }

  /// Records that the held action was sent at `instant`.
  func sent<Instant: InstantProtocol>(_ key: CancelID, at instant: Instant) {
    entries.withLock { $0[key] = Entry(lastSent: instant, held: nil) }
  }
}
