/// The bookkeeping of a ``TestClock``'s sleeping tasks: a pure state machine, driven under the
/// clock's lock, that hands back the continuations to resume once the lock is released.
///
/// A sleep goes through two steps, because a task's cancellation handler can run before or
/// after the task has parked its continuation: ``register(deadline:)`` records the sleeper and
/// ``park(_:continuation:)`` hands over the continuation. Waking and cancellation can happen
/// between the two, so each step reports what the sleeping task should do.
struct SleeperQueue<Instant: Comparable, Continuation> {
  private enum Phase {
    case registered
    case parked(Continuation)
    case cancelled
  }

  private struct Sleeper {
    let deadline: Instant
    var phase: Phase
  }

  /// What a sleeping task should do with the continuation it tried to park.
  enum ParkOutcome {
    /// Keep waiting: the continuation is stored and will be resumed.
    case wait
    /// Resume at once, normally: the clock passed the deadline before the continuation arrived.
    case wake
    /// Resume at once by throwing: the task was cancelled before the continuation arrived.
    case cancel
  }

  private var sleepers: [UInt64: Sleeper] = [:]
  private var nextID: UInt64 = 0

  /// The sleepers that have not been woken or cancelled.
  var pendingCount: Int {
    sleepers.values.count { if case .cancelled = $0.phase { false } else { true } }
  }

  /// The earliest deadline among pending sleepers.
  var earliestDeadline: Instant? {
    nextDue(by: nil)?.deadline
  }

  /// Records a new sleeper; IDs increase, so they order sleepers with equal deadlines.
  mutating func register(deadline: Instant) -> UInt64 {
    nextID += 1
    sleepers[nextID] = Sleeper(deadline: deadline, phase: .registered)
    return nextID
  }

  /// Stores a sleeper's continuation, unless it was woken or cancelled already.
  mutating func park(_ id: UInt64, continuation: Continuation) -> ParkOutcome {
    guard let sleeper = sleepers[id] else { return .wake }
    switch sleeper.phase {
    case .registered:
      sleepers[id]?.phase = .parked(continuation)
      return .wait
    case .cancelled:
      sleepers[id] = nil
      return .cancel
    case .parked:
      preconditionFailure("A test clock sleeper parked twice.")
    }
  }

  /// Cancels a sleeper, returning the continuation to resume by throwing, if it was parked.
  mutating func cancel(_ id: UInt64) -> Continuation? {
    guard let sleeper = sleepers[id] else { return nil }
    switch sleeper.phase {
    case .registered:
      sleepers[id]?.phase = .cancelled
      return nil
    case .parked(let continuation):
      sleepers[id] = nil
      return continuation
    case .cancelled:
      return nil
    }
  }

  /// Removes the earliest pending sleeper whose deadline is at or before `limit` (ties go to the
  /// one registered first), returning its deadline and its continuation if it has parked one.
  mutating func wakeNext(dueBy limit: Instant) -> (deadline: Instant, continuation: Continuation?)?
  {
    guard let (id, deadline) = nextDue(by: limit) else { return nil }
    let sleeper = sleepers.removeValue(forKey: id)
    if case .parked(let continuation) = sleeper?.phase {
      return (deadline, continuation)
    }
    return (deadline, nil)
  }

  /// Removes every pending sleeper, returning the continuations that were parked.
  mutating func removeAll() -> [Continuation] {
    let parked = sleepers.values.compactMap { sleeper -> Continuation? in
      if case .parked(let continuation) = sleeper.phase { continuation } else { nil }
    }
    // NB: sleepers that have not parked yet are marked cancelled, so they throw when they do.
    for (id, sleeper) in sleepers {
      if case .registered = sleeper.phase {
        sleepers[id]?.phase = .cancelled
      } else {
        sleepers[id] = nil
      }
    }
    return parked
  }

  private func nextDue(by limit: Instant?) -> (id: UInt64, deadline: Instant)? {
    var best: (id: UInt64, deadline: Instant)?
    for (id, sleeper) in sleepers {
      if case .cancelled = sleeper.phase { continue }
      if let limit, limit < sleeper.deadline { continue }
      if let current = best, !((sleeper.deadline, id) < (current.deadline, current.id)) {
        continue
      }
      best = (id, sleeper.deadline)
    }
    return best
  }
}
