import ComposableArchitecture
import XCTest
import XCTestDynamicOverlay

@testable import TCAStyleFeatures

/// An XCTest file importing XCTest, XCTestDynamicOverlay and ComposableArchitecture, as many
/// TCA test files do: `XCTFail` must still mean XCTest's.
final class XCTestInteropTests: XCTestCase {
  @MainActor
  func testCodeEntryVerifies() async {
    let store = TestStore(initialState: CodeEntryFeature.State(code: "1234")) {
      CodeEntryFeature()
    } withDependencies: {
      $0.codeClient.verify = { @Sendable _ in true }
    }
    await store.send(.view(.submitButtonTapped)) { $0.isVerifying = true }
    await store.receive(.verifyResponse(true)) {
      $0.isVerifying = false
      $0.isVerified = true
    }
    guard store.state.isVerified else {
      XCTFail("the code was not verified")
      return
    }
  }
}
