import IssueReporting

extension CasePathable {
  /// The associated value of the case a case key path reaches: `nil` when the value is in
  /// another case; assigning replaces the associated value only when the value is already in
  /// that case (assigning `nil`, or to another case, changes nothing).
  ///
  /// ```swift
  /// var action = Action.child(.tapped)
  /// action[case: \.child]       // Optional(Child.Action.tapped)
  /// action[case: \.increment]   // nil
  ///
  /// action[case: \.child] = .dismissed  // .child(.dismissed)
  /// action[case: \.other] = 1           // unchanged: not in `.other`
  /// ```
  ///
  /// A single optional subscript serves both directions, so a comparison such as
  /// `action[case: \.name] == "Blob"` always reads.
  ///
  /// - Parameter keyPath: A case key path into this type.
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    get { AnyCasePath(keyPath).extract(from: self) }
    set {
      let path = AnyCasePath(keyPath)
      guard let newValue, path.extract(from: self) != nil else { return }
      self = path.embed(newValue)
    }
  }

  /// Extracts the associated value at a partial case key path as `Any`, or `nil` when the value
  /// is in another case.
  ///
  /// - Parameter keyPath: A partial case key path into this type.
  @_disfavoredOverload
  public subscript(case keyPath: PartialCaseKeyPath<Self>) -> Any? {
    (Case<Self>()[keyPath: keyPath] as? any _AnyCase)?._extractAny(from: self)
  }

  /// Whether this value is in the case a case key path reaches.
  ///
  /// ```swift
  /// Action.child(.tapped).is(\.child)      // true
  /// Action.child(.tapped).is(\.increment)  // false
  /// ```
  ///
  /// - Parameter keyPath: A partial case key path into this type.
  /// - Returns: `true` if the associated value can be extracted.
  public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
    self[case: keyPath] != nil
  }

  /// Mutates the associated value of a case in place.
  ///
  /// When the value is in another case nothing changes and an issue is reported, naming the case
  /// path and the case the value is in: mutating a case that is not there is a logic error.
  ///
  /// ```swift
  /// var state = Destination.State.detail(Detail.State())
  /// state.modify(\.detail) { $0.title = "Edited" }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A case key path into this type.
  ///   - yield: A closure given the associated value to mutate.
  ///   - fileID: The file ID of the call site.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let path = AnyCasePath(keyPath)
    guard var value = path.extract(from: self) else {
      let pathName =
        Self.caseName(for: keyPath).map { "\\\(Self.self).Cases.\($0)" }
        ?? "CaseKeyPath<\(Self.self), \(Value.self)>"
      reportIssue(
        """
        Can't modify '\(self)' via '\(pathName)': the value is in another case, so nothing \
        was changed. Check the case (with 'is(_:)' or a 'switch') before calling 'modify'.
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
    yield(&value)
    self = path.embed(value)
  }
}
