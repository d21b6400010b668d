extension TestStore {
  /// Runs `operation` with the store's ``exhaustivity`` set to `exhaustivity`, then puts it back.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.login(.submitButtonTapped))
  ///   await store.receive(\.login.delegate.didLogIn) { $0.selectedTab = .profile }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity during `operation`.
  ///   - operation: The steps to run.
  /// - Returns: What `operation` returns.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try operation()
  }

  /// Runs the asynchronous `operation` with the store's ``exhaustivity`` set to `exhaustivity`,
  /// then puts it back.
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity during `operation`.
  ///   - operation: The steps to run.
  /// - Returns: What `operation` returns.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> sending R
  ) async rethrows -> sending R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  /// Drops the actions received from effects that have not been asserted, saying so.
  ///
  /// For an exhaustive test that does not care about the rest of what its effects send; the
  /// skipped actions are shown as skipped assertions (see ``Exhaustivity``), and the store's
  /// ``state`` moves on to the state after the last of them.
  ///
  /// - Parameters:
  ///   - strict: Whether having nothing to skip is a failure.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle()
    let skipped = core.books.takeAllReceived()
    guard let last = skipped.last else {
      if strict { fail(TestStoreMessages.noReceivedActionsToSkip, at: location) }
      return
    }
    report(
      TestStoreMessages.skippedReceivedActions(skipped.map(\.action)),
      exhaustivity: exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity,
      at: location
    )
    assertedState = last.state
    stepped(at: location)
  }

  /// Cancels the effects still running, saying so.
  ///
  /// For an exhaustive test that does not care how long-living effects end; the cancelled
  /// effects are shown as skipped assertions (see ``Exhaustivity``), with the actions that
  /// started them.
  ///
  /// - Parameters:
  ///   - strict: Whether having nothing to cancel is a failure.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle()
    let cancelled = core.cancelInFlightEffects()
    guard !cancelled.isEmpty else {
      if strict { fail(TestStoreMessages.noInFlightEffectsToSkip, at: location) }
      return
    }
    report(
      TestStoreMessages.cancelledInFlightEffects(cancelled.map(\.action)),
      exhaustivity: exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity,
      at: location
    )
    stepped(at: location)
    await settle()
  }
}
