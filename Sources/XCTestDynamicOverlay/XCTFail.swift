/// Reports an issue: fails the running test, or prints a runtime warning outside tests.
///
/// The name this library's predecessor gave `reportIssue(_:)`,
/// kept so that code written against it, such as a dependency's unimplemented endpoint, compiles
/// unchanged in an app that never links XCTest:
///
/// ```swift
/// static let testValue = Client(fetch: { _ in XCTFail("Client.fetch is unimplemented"); return [] })
/// ```
///
/// A file that also imports XCTest calls XCTest's own `XCTFail`: this one is a disfavored
/// overload, so the two never make a call ambiguous.
///
/// - Parameters:
///   - message: What went wrong.
///   - file: The file path of the call site.
///   - line: The line of the call site.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_disfavoredOverload
@available(iOS, deprecated: 9999, renamed: "reportIssue")
@available(macOS, deprecated: 9999, renamed: "reportIssue")
@available(tvOS, deprecated: 9999, renamed: "reportIssue")
@available(watchOS, deprecated: 9999, renamed: "reportIssue")
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
  // NB: the old signature has no file ID; the path stands in for it in runtime warnings.
  let path = file
  reportIssue(message, fileID: path, filePath: file, line: line, column: 0)
}

/// Whether the process is running tests: the old name of ``isTesting``.
@available(iOS, deprecated: 9999, renamed: "isTesting")
@available(macOS, deprecated: 9999, renamed: "isTesting")
@available(tvOS, deprecated: 9999, renamed: "isTesting")
@available(watchOS, deprecated: 9999, renamed: "isTesting")
public var _XCTIsTesting: Bool { isTesting }
