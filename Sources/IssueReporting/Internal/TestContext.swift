/// The test framework running the current code, if any.
enum TestContext: Equatable {
  case swiftTesting
  case xcTest

  /// Swift Testing when the current task belongs to one of its tests, XCTest when XCTest is
  /// loaded (only test processes load it), nil in an application.
  static var current: TestContext? {
    if SwiftTestingBridge.isRunningTest { return .swiftTesting }
    if XCTestBridge.isLoaded { return .xcTest }
    return nil
  }
}
