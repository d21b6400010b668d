import IssueReporting

/// Checks that an enum value is in a case and mutates its associated value in place.
///
/// An issue is reported when the value is in another case, when `body` throws, and when `body`
/// leaves an `Equatable` value unchanged.
///
/// ```swift
/// XCTModify(&state.destination, case: \.some.alert) { $0.title = TextState("Saved") }
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(*, deprecated, message: "Use 'CasePathable.modify' to mutate an expected case, instead.")
public func XCTModify<Enum, Case>(
  _ enum: inout Enum,
  case keyPath: CaseKeyPath<Enum, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  modifyCase(
    &`enum`, AnyCasePath(keyPath), message(), body,
    at: (fileID, filePath, line, column)
  )
}

/// Checks that an optional holds a value and mutates it in place.
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(*, deprecated, message: "Use 'CasePathable.modify' to mutate an expected case, instead.")
public func XCTModify<Wrapped>(
  _ optional: inout Wrapped?,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Wrapped) throws -> Void,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  modifyCase(
    &optional, AnyCasePath(\.some), message(), body,
    at: (fileID, filePath, line, column)
  )
}

/// Checks that an enum value is in a case path's case and mutates its associated value in place.
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public func XCTModify<Enum, Case>(
  _ enum: inout Enum,
  case casePath: AnyCasePath<Enum, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  modifyCase(&`enum`, casePath, message(), body, at: (fileID, filePath, line, column))
}

/// Extracts a case's associated value, or reports an issue and throws when the value is in
/// another case.
///
/// ```swift
/// let alert = try XCTUnwrap(state.destination, case: /Destination.State.alert)
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(
  *, deprecated, message: "Use XCTest's 'XCTUnwrap' with a 'CasePathable' case property, instead"
)
public func XCTUnwrap<Enum, Case>(
  _ enum: @autoclosure () throws -> Enum,
  case extract: (Enum) -> Case?,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) throws -> Case {
  let value = try `enum`()
  guard let associated = extract(value) else {
    reportIssue(
      caseMismatchMessage("XCTUnwrap", Enum.self, Case.self, value, message()),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    throw CaseUnwrappingError()
  }
  return associated
}

/// Thrown by `XCTUnwrap(_:case:)` when the value is in another case.
struct CaseUnwrappingError: Error {}

private func modifyCase<Enum, Case>(
  _ enum: inout Enum,
  _ casePath: AnyCasePath<Enum, Case>,
  _ message: String,
  _ body: (inout Case) throws -> Void,
  at site: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
) {
  func report(_ text: String) {
    reportIssue(
      text, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
  guard var value = casePath.extract(from: `enum`) else {
    report(caseMismatchMessage("XCTModify", Enum.self, Case.self, `enum`, message))
    return
  }
  let before = value
  do {
    try body(&value)
  } catch {
    report("Threw error: \(error)")
    return
  }
  if XCTModifyLocals.isExhaustive, let unchanged = isEqualIfEquatable(before, value), unchanged {
    report(
      """
      XCTModify: Expected "\(Case.self)" value to be modified but it was unchanged.
      """
    )
  }
  `enum` = casePath.embed(value)
}

/// Whether `XCTModify` reports a value it left unchanged: a non-exhaustive `TestStore` turns
/// it off while its assertion closures run, as it asserts only what they change.
package enum XCTModifyLocals {
  @TaskLocal package static var isExhaustive = true
}

private func caseMismatchMessage<Enum, Case>(
  _ function: String,
  _: Enum.Type,
  _: Case.Type,
  _ actual: Enum,
  _ message: String
) -> String {
  """
  \(function): Expected to extract value of type "\(Case.self)" from "\(Enum.self)"\
  \(message.isEmpty ? "" : " - " + message) …

    Actual:
      \(actual)
  """
}

private func isEqualIfEquatable(_ lhs: Any, _ rhs: Any) -> Bool? {
  func open<T: Equatable>(_ lhs: T) -> Bool { lhs == rhs as? T }
  guard let lhs = lhs as? any Equatable else { return nil }
  return open(lhs)
}
