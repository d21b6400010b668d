extension DependencyValues {
  /// The clock to use where a `ContinuousClock` would be, type-erased so tests can swap it.
  ///
  /// Live: a `ContinuousClock`. In tests, unless overridden: an `UnimplementedClock` named
  /// "ContinuousClock", which reports an issue whenever it is used (read `now`, sleep) and then
  /// acts as an immediate clock, so a test never waits on real time. Override it with a
  /// `TestClock` or an `ImmediateClock`:
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let model = withDependencies {
  ///   $0.continuousClock = clock
  /// } operation: {
  ///   TimerModel()
  /// }
  /// ```
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// The clock to use where a `SuspendingClock` would be, type-erased so tests can swap it.
  ///
  /// Live: a `SuspendingClock`. In tests, unless overridden: an `UnimplementedClock` named
  /// "SuspendingClock", which reports an issue whenever it is used.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "ContinuousClock") }
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "SuspendingClock") }
}
