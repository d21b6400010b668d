import XCTest
import XCTestDynamicOverlay

/// A file that imports both XCTest and XCTestDynamicOverlay, as many test files do through
/// `import ComposableArchitecture`: `XCTFail` must not be ambiguous there.
final class XCTestInteropTests: XCTestCase {
  func testXCTFailIsNotAmbiguous() {
    // Compiling is the assertion: an ambiguous `XCTFail` is a compile error. The branch is
    // never taken, so XCTest's own `XCTFail` (the one chosen here) never fails this test.
    let values = [1, 2, 3]
    guard values.count == 3 else {
      XCTFail("values lost an element")
      return
    }
  }

  func testTheOverlaysXCTFailStillReportsAnIssue() {
    withExpectedIssue {
      XCTestDynamicOverlay.XCTFail("reported through reportIssue")
    }
  }
}
