extension Effect {
  /// Delays the effect by `duration`, restarting the delay each time an effect with the same id
  /// arrives, so only the last of a burst runs.
  ///
  /// ```swift
  /// case let .queryChanged(query):
  ///   state.query = query
  ///   return .run { send in await send(.results(try await search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The id shared by the effects of one burst.
  ///   - duration: How long to wait for quiet before running.
  ///   - clock: The clock that measures the wait; a `TestClock` in tests.
  /// - Returns: The debounced effect.
  public func debounce<C: Clock>(
    id: some Hashable & Sendable,
    for duration: C.Duration,
    clock: C
  ) -> Self {
    if case .none = operation { return .none }
    let effect = self
    return Self.run { send in
      try await clock.sleep(for: duration)
      await effect.run(with: send)
    }
    .cancellable(id: id, cancelInFlight: true)
  }

  /// Delays the effect by `duration` on a type-erased clock, such as the `continuousClock`
  /// dependency, restarting the delay each time an effect with the same id arrives.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// return .run { _ in try await save(todos) }
  ///   .debounce(id: CancelID.save, for: .seconds(1), clock: clock)
  /// ```
  @_disfavoredOverload
  public func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    if case .none = operation { return .none }
    let effect = self
    return Self.run { send in
      try await clock.sleep(for: duration)
      await effect.run(with: send)
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}
