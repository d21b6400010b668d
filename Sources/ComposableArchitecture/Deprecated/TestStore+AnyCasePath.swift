extension TestStore {
  /// Asserts that an effect sent an action in the case of a case path, whatever it holds, and
  /// how the state changed: `await store.receive(/Action.response)`.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public func receive<Value>(
    _ actionCase: AnyCasePath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      { actionCase.extract(from: $0) != nil },
      timeout: duration?.nanosecondsForTimeout,
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}
