/// Whether the process is running tests (XCTest or Swift Testing).
///
/// Use it to pick safe defaults, for example a dependency that must never reach the real world
/// from a test.
public let isTesting: Bool = XCTestBridge.isLoaded || SwiftTestingBridge.isRunningTest
