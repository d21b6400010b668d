/// What a ``TestStore`` knows about the work its feature did and the test has not asserted yet:
/// the actions its effects sent, each with the state right after it, and the effects still
/// running. A plain value with no tasks and no clock, so every rule is unit-tested.
///
/// The façade (`TestCore`) records into it as actions are processed and effects start and
/// finish; the test store's steps (`receive`, `skipReceivedActions`, the end-of-test checks)
/// take from it.
struct TestStoreBookkeeping<State, Action> {
  /// An action an effect sent, with the state the reducer left after handling it.
  struct Received {
    let action: Action
    let state: State
  }

  /// The effect (all the tasks it started) returned for one action.
  struct InFlightEffect {
    /// Identifies the effect in ``effectFinished(_:)``.
    let id: Int
    /// The action whose reducer run returned the effect.
    let action: Action
    /// The `send` or `receive` that the action came from; end-of-test failures point there.
    let location: CallSite
  }

  /// What ``takeReceived(matching:exhaustive:)`` found.
  enum TakeOutcome {
    /// No received action qualifies: none at all (exhaustive), or none matching (not).
    case none
    /// The first received action does not match (exhaustive only); it is consumed anyway, as
    /// the test store moves past it. `matchesLater` tells whether a later one would have.
    case unexpected(Received, matchesLater: Bool)
    /// A matching action, after `skipped` earlier ones that did not match (non-exhaustive only).
    case matched(Received, skipped: [Received])
  }

  private(set) var received: [Received] = []
  private var inFlight: [Int: InFlightEffect] = [:]
  private var nextEffectID = 0

  /// The effects still running, oldest first.
  var inFlightEffects: [InFlightEffect] {
    inFlight.values.sorted { $0.id < $1.id }
  }

  /// Whether any effect is still running.
  var hasInFlightEffects: Bool { !inFlight.isEmpty }

  /// Records an action an effect sent, and the state after it.
  mutating func recordReceived(_ action: Action, state: State) {
    received.append(Received(action: action, state: state))
  }

  /// Records an effect that started for `action`; returns its id.
  mutating func effectStarted(for action: Action, at location: CallSite) -> Int {
    defer { nextEffectID += 1 }
    inFlight[nextEffectID] = InFlightEffect(id: nextEffectID, action: action, location: location)
    return nextEffectID
  }

  /// Forgets an effect whose tasks have all finished; an unknown id (skipped) is ignored.
  mutating func effectFinished(_ id: Int) {
    inFlight[id] = nil
  }

  /// Whether a wait for a received action is over: exhaustively, any action will do (a
  /// mismatch is reported by the step); otherwise only a matching one.
  func hasReceived(matching predicate: (Action) -> Bool, exhaustive: Bool) -> Bool {
    exhaustive ? !received.isEmpty : received.contains { predicate($0.action) }
  }

  /// Takes the received action a `receive` step asserts on.
  ///
  /// Exhaustively, that is the first one, matching or not. Otherwise it is the first matching
  /// one, and the actions before it are taken too, as skipped.
  mutating func takeReceived(
    matching predicate: (Action) -> Bool,
    exhaustive: Bool
  ) -> TakeOutcome {
    if exhaustive {
      guard !received.isEmpty else { return .none }
      let first = received.removeFirst()
      guard predicate(first.action) else {
        return .unexpected(first, matchesLater: received.contains { predicate($0.action) })
      }
      return .matched(first, skipped: [])
    }
    guard let index = received.firstIndex(where: { predicate($0.action) }) else { return .none }
    let skipped = Array(received[..<index])
    let match = received[index]
    received.removeFirst(index + 1)
    return .matched(match, skipped: skipped)
  }

  /// Takes every received action, for `skipReceivedActions` and non-exhaustive sends.
  mutating func takeAllReceived() -> [Received] {
    defer { received.removeAll() }
    return received
  }

  /// Takes every running effect, for `skipInFlightEffects`: the caller cancels their tasks, and
  /// their later ``effectFinished(_:)`` calls are ignored.
  mutating func takeAllInFlight() -> [InFlightEffect] {
    defer { inFlight.removeAll() }
    return inFlightEffects
  }
}

/// How a wait for effects (`receive`, `finish`) goes on after looking at the store.
enum WaitStep: Equatable {
  /// What was waited for has happened.
  case satisfied
  /// Nothing happened, and no effect is running that could still make it happen.
  case nothingInFlight
  /// The time allowed has passed.
  case timedOut
  /// Effects are running: let them run some more.
  case keepDriving

  /// The next step of a wait, from what the store shows now.
  ///
  /// Being satisfied wins over everything; with nothing in flight nothing more can happen, so
  /// the wait ends at once instead of running out the clock; only then does time matter.
  static func next(satisfied: Bool, hasInFlightEffects: Bool, pastDeadline: Bool) -> Self {
    if satisfied { return .satisfied }
    if !hasInFlightEffects { return .nothingInFlight }
    if pastDeadline { return .timedOut }
    return .keepDriving
  }
}
