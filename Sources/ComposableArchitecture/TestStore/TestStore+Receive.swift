extension TestStore where Action: Equatable {
  /// Asserts that an effect sent `expectedAction`, and how the state changed when it arrived.
  ///
  /// Waits, bounded by `duration`, while effects are still running and nothing was received.
  ///
  /// ```swift
  /// await store.send(.refreshTapped)
  /// await store.receive(.response(42)) {
  ///   $0.count = 42
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expectedAction: The action expected from an effect.
  ///   - duration: How long to wait for effects that wait on the outside world.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      expectedAction, timeout: duration.nanosecondsForTimeout,
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts that an effect sent `expectedAction`, and how the state changed when it arrived.
  ///
  /// - Parameters:
  ///   - expectedAction: The action expected from an effect.
  ///   - nanoseconds: How long to wait; the store's ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  @_disfavoredOverload
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { $0 == expectedAction },
      notReceived: TestStoreMessages.expectedActionNotReceived(expectedAction),
      describeUnexpected: {
        TestStoreMessages.actionDifference(expected: expectedAction, received: $0)
      },
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// Asserts that an effect sent an action matching a predicate, and how the state changed.
  ///
  /// ```swift
  /// await store.receive { action in
  ///   if case .response = action { true } else { false }
  /// } assert: {
  ///   $0.count = 42
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isMatching: Whether an action is the one expected.
  ///   - duration: How long to wait for effects that wait on the outside world.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      isMatching, timeout: duration.nanosecondsForTimeout,
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts that an effect sent an action matching a predicate, and how the state changed.
  ///
  /// - Parameters:
  ///   - isMatching: Whether an action is the one expected.
  ///   - nanoseconds: How long to wait; the store's ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      notReceived: TestStoreMessages.predicateNotReceived,
      describeUnexpected: TestStoreMessages.actionDump,
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action of a case, whatever it holds, and how the state
  /// changed: `await store.receive(\.response) { $0.count = 42 }`.
  ///
  /// - Parameters:
  ///   - actionCase: A case key path to the expected action's case.
  ///   - duration: How long to wait for effects that wait on the outside world.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      actionCase, timeout: duration.nanosecondsForTimeout,
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts that an effect sent an action of a case, whatever it holds, and how the state
  /// changed.
  ///
  /// - Parameters:
  ///   - actionCase: A case key path to the expected action's case.
  ///   - nanoseconds: How long to wait; the store's ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      notReceived: TestStoreMessages.caseNotReceived,
      describeUnexpected: TestStoreMessages.actionDump,
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent the action of a case holding `value`, and how the state
  /// changed: `await store.receive(\.response, 42) { $0.count = 42 }`.
  ///
  /// - Parameters:
  ///   - actionCase: A case key path to the expected action's case.
  ///   - value: The value the action is expected to hold.
  ///   - duration: How long to wait for effects that wait on the outside world.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      actionCase, value, timeout: duration.nanosecondsForTimeout,
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts that an effect sent the action of a case holding `value`, and how the state
  /// changed.
  ///
  /// - Parameters:
  ///   - actionCase: A case key path to the expected action's case.
  ///   - value: The value the action is expected to hold.
  ///   - nanoseconds: How long to wait; the store's ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      matching: { casePath.extract(from: $0) == value },
      notReceived: TestStoreMessages.caseNotReceived,
      describeUnexpected: { received in
        guard let receivedValue = casePath.extract(from: received) else {
          return TestStoreMessages.actionDump(received)
        }
        return TestStoreMessages.actionDifference(expected: value, received: receivedValue)
      },
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// The shared work of every `receive`: wait for an action, take it, check it and the state.
  private func receiveAction(
    matching predicate: (Action) -> Bool,
    notReceived: @autoclosure () -> String,
    describeUnexpected: (Action) -> String,
    timeout nanoseconds: UInt64?,
    assert update: ((inout State) throws -> Void)?,
    at location: CallSite
  ) async {
    defer { stepped(at: location) }
    let exhaustive = exhaustivity == .on
    let outcome = await EffectDriver.drive(until: deadline(nanoseconds)) { pastDeadline in
      WaitStep.next(
        satisfied: core.books.hasReceived(matching: predicate, exhaustive: exhaustive),
        hasInFlightEffects: core.books.hasInFlightEffects,
        pastDeadline: pastDeadline
      )
    }
    switch outcome {
    case .satisfied, .keepDriving:
      break
    case .nothingInFlight:
      fail(TestStoreMessages.nothingInFlight(notReceived()), at: location)
      return
    case .timedOut:
      // NB: as in TCA, a timeout is two failures: the wait's, then the assertion's.
      let timeout = nanoseconds ?? self.timeout
      fail(
        TestStoreMessages.receivedNone(
          exhaustive: exhaustive, timeout: timeout, isDefaultTimeout: timeout == self.timeout
        ),
        at: location
      )
      fail(notReceived(), at: location)
      return
    }

    switch core.books.takeReceived(matching: predicate, exhaustive: exhaustive) {
    case .none:
      fail(notReceived(), at: location)
    case .unexpected(let received, let matchesLater):
      fail(
        TestStoreMessages.unexpectedAction(
          describeUnexpected(received.action), matchesLater: matchesLater
        ),
        at: location
      )
      assertedState = received.state
    case .matched(let received, let skipped):
      if let last = skipped.last {
        report(TestStoreMessages.skippedReceivedActions(skipped.map(\.action)), at: location)
        assertedState = last.state
      }
      checkState(previous: assertedState, actual: received.state, update: update, at: location)
      assertedState = received.state
    }
    await settle()
  }
}
