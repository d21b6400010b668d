/// Timeouts are given as `Duration` or, as in TCA, as nanoseconds.
extension Duration {
  /// The duration in whole nanoseconds, saturating at the bounds of `UInt64`.
  var nanosecondsForTimeout: UInt64 {
    let (seconds, attoseconds) = components
    guard seconds >= 0 else { return 0 }
    let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return .max }
    return whole &+ UInt64(attoseconds / 1_000_000_000)
  }
}
