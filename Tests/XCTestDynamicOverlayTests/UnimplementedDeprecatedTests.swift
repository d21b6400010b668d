import Foundation
import XCTest
import XCTestDynamicOverlay

// The deprecated forms are exercised on purpose, so the tests' declarations are deprecated too;
// Swift Testing refuses deprecated test functions, XCTest runs them.
final class UnimplementedDeprecatedTests: XCTestCase {}

@available(*, deprecated, message: "Exercises the deprecated unimplemented() forms on purpose.")
extension UnimplementedDeprecatedTests {
  func testAValueReportsAndReturnsAPlaceholderForItsType() {
    let reporter = MessageRecorder()
    let count: Int = withIssueReporters([reporter]) { unimplemented("Settings.count") }
    XCTAssertEqual(count, 0)
    XCTAssertEqual(reporter.messages.count, 1)
    XCTAssertTrue(reporter.messages.first?.hasPrefix("Unimplemented: Settings.count …") == true)
  }

  func testAClosureReportsItsArgumentsAndReturnsAPlaceholder() {
    let reporter = MessageRecorder()
    let fetch: @Sendable (Int) -> [String] = unimplemented("APIClient.fetch")
    let result = withIssueReporters([reporter]) { fetch(42) }
    XCTAssertEqual(result, [])
    XCTAssertEqual(reporter.messages.count, 1)
    XCTAssertTrue(reporter.messages.first?.contains("Invoked with:\n    42") == true)
  }

  func testAnAsyncClosureReportsAndReturnsAPlaceholder() async {
    let reporter = MessageRecorder()
    let load: @Sendable (String) async -> Bool? = unimplemented("Store.load")
    let result = await withIssueReporters([reporter]) { await load("key") }
    XCTAssertNil(result)
    XCTAssertEqual(reporter.messages.count, 1)
    XCTAssertTrue(reporter.messages.first?.hasPrefix("Unimplemented: Store.load …") == true)
  }

  func testACurrentFormIsStillPreferredWhereOneFits() {
    let reporter = MessageRecorder()
    let value = withIssueReporters([reporter]) {
      unimplemented("Settings.limit", placeholder: 10)
    }
    XCTAssertEqual(value, 10)
    XCTAssertEqual(reporter.messages.count, 1)
  }
}

/// Keeps the messages reported to it.
private final class MessageRecorder: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  var messages: [String] { lock.withLock { recorded } }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    lock.withLock { recorded.append(message) }
  }
}
