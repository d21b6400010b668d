/// Times `body` on the continuous clock.
@MainActor
public func measure(_ body: () throws -> Void) rethrows -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  try body()
  return clock.now - start
}

/// Times asynchronous `body` on the continuous clock.
@MainActor
public func measureAsync(_ body: () async throws -> Void) async rethrows -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  try await body()
  return clock.now - start
}

extension Duration {
  /// The duration in nanoseconds, as a floating-point number.
  public var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
