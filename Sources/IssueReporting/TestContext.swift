/// The test framework running the current code, if any.
///
/// Library code can ask it to behave differently under test without importing a test framework:
///
/// ```swift
/// if TestContext.current == .swiftTesting {
///   // a Swift Testing test is running on this task
/// }
/// ```
public enum TestContext: Equatable, Sendable {
  /// Swift Testing: a test of it is running on the current task.
  case swiftTesting

  /// XCTest: it is loaded in this process (only test processes load it).
  case xcTest

  /// The framework of the running test: ``swiftTesting`` when the current task belongs to a
  /// Swift Testing test, ``xcTest`` when XCTest is loaded (so a task detached from a Swift Testing
  /// test in a process that also runs XCTest reports ``xcTest``), `nil` in an application.
  public static var current: TestContext? {
    if SwiftTestingBridge.isRunningTest { return .swiftTesting }
    if XCTestBridge.isLoaded { return .xcTest }
    return nil
  }
}
