extension TestStore {
  /// Sends an action and asserts how the state changed.
  ///
  /// The closure gets the state as it was before the action and must change it into the state
  /// after it; leave it out when nothing should change. While it runs, ``state`` is still the
  /// state before the action, and it reads dependencies as the feature does (the store's).
  /// Received actions must all be asserted before sending another action, and once the feature
  /// has dismissed itself (see ``isDismissed``) sending fails the test. The step returns once
  /// the effects the action started have run as far as they can.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file ID of the call site.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  /// - Returns: The effects the action started, to cancel or to wait for.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !core.isDismissed else {
      fail(TestStoreMessages.sendToDismissedStore, at: location)
      return TestStoreTask(effects: nil, timeout: timeout)
    }
    let pending = core.books.received
    if !pending.isEmpty {
      // NB: as in TCA, a non-exhaustive store that shows skipped assertions shows this one too,
      // then the actions it skips.
      report(TestStoreMessages.mustHandle(pending.map(\.action)), at: location)
      if exhaustivity != .on {
        let skipped = core.books.takeAllReceived()
        report(TestStoreMessages.skippedReceivedActions(skipped.map(\.action)), at: location)
        if let last = skipped.last { assertedState = last.state }
      }
    }

    let nextStackElementID = core.reducingDependencies.stackElementID.peek()
    let effects = core.send(action, at: location)
    let actual = core.stateAfterLastSend
    // NB: `state` stays the state before the action while the closure runs, as in TCA.
    checkState(
      previous: assertedState, actual: actual, update: updateStateToExpectedResult,
      nextStackElementID: nextStackElementID, at: location
    )
    assertedState = actual
    stepped(at: location)
    await settle()
    return TestStoreTask(effects: effects, timeout: timeout)
  }

  /// Sends the action of a case with no associated value: `await store.send(\.onAppear)`.
  ///
  /// - Parameters:
  ///   - action: A case key path to an action with no associated value.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  /// - Returns: The effects the action started.
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      AnyCasePath(action).embed(()),
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Sends the action of a case holding `value`, written with a case key path, however deep:
  /// `await store.send(\.destination.editor.nameChanged, "Blob")`.
  ///
  /// - Parameters:
  ///   - action: A case key path to an action.
  ///   - value: The value to embed in the action's case.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  /// - Returns: The effects the action started.
  @discardableResult
  @_disfavoredOverload
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      AnyCasePath(action).embed(value),
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts the current state, without sending anything.
  ///
  /// Mostly useful non-exhaustively, to check a part of the state after steps that did not
  /// assert it. Exhaustively, the closure must leave the state as it is.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.login(.submitButtonTapped))
  /// await store.skipReceivedActions()
  /// store.assert {
  ///   $0.selectedTab = .profile
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - updateStateToExpectedResult: Changes the state into the expected one.
  ///   - fileID: The file a failure names.
  ///   - filePath: The file's full path, for XCTest.
  ///   - line: The line a failure names.
  ///   - column: The column a failure names.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    withoutActuallyEscaping(updateStateToExpectedResult) { update in
      checkState(
        previous: assertedState,
        actual: assertedState,
        update: update,
        checksNoChange: false,
        at: location
      )
    }
  }
}
