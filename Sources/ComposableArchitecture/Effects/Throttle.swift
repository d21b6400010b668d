extension Effect {
  /// Lets at most one action through per `interval` for effects sharing `id`.
  ///
  /// The first action passes at once. Actions arriving before the interval has passed are held
  /// and one of them (the first, or the latest when `latest` is true) is sent when it ends.
  ///
  /// - Parameters:
  ///   - id: The id shared by the effects to throttle together.
  ///   - interval: The least time between two actions sent.
  ///   - clock: The clock that measures it; a `TestClock` in tests.
  ///   - latest: Whether a held action is replaced by later ones.
  /// - Returns: The throttled effect.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    if case .none = operation { return .none }
    let effect = self
    let key = CancelID(id)
    return Self.run { send in
      let actions = LockIsolated<[UncheckedSendable<Action>]>([])
      await effect.run(
        with: Send { action in
          let action = UncheckedSendable(action)
          actions.withValue { $0.append(action) }
        }
      )
      let throttles = CancellationRegistry.current.throttles
      for action in actions.value {
        let now = clock.now
        switch throttles.decide(key, action: action, now: now, interval: interval, latest: latest) {
        case let .sendNow(action):
          await send(action.value)
        case let .sendAt(deadline, action):
          try await clock.sleep(until: deadline, tolerance: nil)
          throttles.sent(key, at: clock.now)
          await send(action.value)
        }
      }
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}
