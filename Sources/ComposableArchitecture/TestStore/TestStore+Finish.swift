extension TestStore {
  /// Waits for every effect to finish, then checks that every received action was asserted.
  ///
  /// Effects driven by the test's own clocks must have been moved along first (advance the
  /// clock); effects that wait on the outside world are waited for up to `duration`.
  ///
  /// ```swift
  /// await store.send(.stopButtonTapped)
  /// await store.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long to wait for effects that wait on the outside world.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  public func finish(
    timeout duration: Duration,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: duration.nanosecondsForTimeout,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Waits for every effect to finish, then checks that every received action was asserted.
  ///
  /// Unasserted actions are reported here, at this line, and then forgotten, so that the end
  /// of the test does not report them a second time.
  ///
  /// - Parameters:
  ///   - nanoseconds: How long to wait; the store's ``timeout`` by default.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    defer { stepped(at: location) }
    let outcome = await EffectDriver.drive(until: deadline(nanoseconds)) { pastDeadline in
      WaitStep.next(
        satisfied: !core.books.hasInFlightEffects,
        hasInFlightEffects: true,
        pastDeadline: pastDeadline
      )
    }
    if outcome == .timedOut {
      let timeout = nanoseconds ?? self.timeout
      report(
        TestStoreMessages.effectsStillInFlight(
          timeout: timeout, isDefaultTimeout: timeout == self.timeout
        ),
        at: location
      )
    }
    let received = core.books.takeAllReceived()
    if let last = received.last {
      report(TestStoreMessages.unexpectedActionsAtEnd(received.map(\.action)), at: location)
      assertedState = last.state
    }
  }
}
