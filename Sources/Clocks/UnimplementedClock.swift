import IssueReporting

/// A clock that reports an issue whenever it is used.
///
/// Give it to code under test that should not touch time in the flow being tested. If that
/// changes, the test says so, naming the clock and pointing at the line that created it:
///
/// ```swift
/// @Test func increment() {
///   let model = CounterModel(clock: UnimplementedClock())
///   model.incrementButtonTapped()   // no timer involved
///   #expect(model.count == 1)
/// }
/// ```
///
/// After reporting, it behaves like the clock it wraps (an ``ImmediateClock`` by default), so
/// one forgotten dependency yields one clear issue rather than a hang.
public struct UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock {
  /// A point in an unimplemented clock's time, in terms of the wrapped clock.
  public struct Instant: InstantProtocol {
    fileprivate let base: AnyClock<Duration>.Instant

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> Self {
      Self(base: base.advanced(by: duration))
    }

    /// The duration from this instant to `other`; negative if `other` is earlier.
    public func duration(to other: Self) -> Duration {
      base.duration(to: other.base)
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.base < rhs.base
    }
  }

  private let base: AnyClock<Duration>
  private let name: String
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Wraps a clock, reporting an issue on each use before forwarding to it.
  ///
  /// - Parameters:
  ///   - base: The clock to forward to after reporting.
  ///   - name: The name the issues use; by default the wrapped clock's type.
  ///   - fileID: The file ID the issues point at; by default the caller's.
  ///   - filePath: The file path the issues point at.
  ///   - line: The line the issues point at.
  ///   - column: The column the issues point at.
  public init<C: Clock>(
    _ base: C,
    name: String = "\(C.self)",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where C.Duration == Duration {
    self.base = AnyClock(base)
    self.name = name
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Creates an unimplemented clock over an ``ImmediateClock``.
  ///
  /// - Parameters:
  ///   - name: The name the issues use.
  ///   - now: The starting instant of the immediate clock underneath.
  ///   - fileID: The file ID the issues point at; by default the caller's.
  ///   - filePath: The file path the issues point at.
  ///   - line: The line the issues point at.
  ///   - column: The column the issues point at.
  public init(
    name: String = "Clock",
    now: ImmediateClock<Duration>.Instant = .init(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      ImmediateClock(now: now),
      name: name,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Reports `Unimplemented: <name>.now`, then reads the wrapped clock.
  public var now: Instant {
    report("now")
    return Instant(base: base.now)
  }

  /// Reports `Unimplemented: <name>.minimumResolution`, then reads the wrapped clock.
  public var minimumResolution: Duration {
    report("minimumResolution")
    return base.minimumResolution
  }

  /// Reports `Unimplemented: <name>.sleep`, then sleeps on the wrapped clock.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Passed to the wrapped clock.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    report("sleep")
    try await base.sleep(until: deadline.base, tolerance: tolerance)
  }

  private func report(_ endpoint: String) {
    reportIssue(
      "Unimplemented: \(name).\(endpoint)",
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

extension UnimplementedClock where Duration == Swift.Duration {
  /// Creates an unimplemented clock measured in `Swift.Duration`.
  ///
  /// - Parameters:
  ///   - name: The name the issues use.
  ///   - fileID: The file ID the issues point at; by default the caller's.
  ///   - filePath: The file path the issues point at.
  ///   - line: The line the issues point at.
  ///   - column: The column the issues point at.
  public init(
    name: String = "Clock",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: name, now: .init(), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension Clock where Self == UnimplementedClock<Swift.Duration> {
  /// A new ``UnimplementedClock`` whose issues point at the caller.
  ///
  /// ```swift
  /// let model = CounterModel(clock: .unimplemented())
  /// ```
  public static func unimplemented(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    UnimplementedClock(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
