import ComposableArchitecture
import XCTest

// CasePaths' spellings from before `@CasePathable`, as code written for them still uses them.
// Deprecated on purpose, as in `LegacyFeaturesTests`.
final class LegacyCasePathsTests: XCTestCase {}

@available(*, deprecated, message: "Exercises CasePaths' deprecated spellings on purpose.")
extension LegacyCasePathsTests {
  enum Authentication: Equatable {
    case authenticated(token: String)
    case unauthenticated
  }

  enum Light: String {
    case on, off
  }

  func testTheStaticCasePaths() {
    XCTAssertEqual(AnyCasePath<Void, Int>.constant(42).extract(from: ()), 42)
    XCTAssertNil(AnyCasePath<Int, Never>.never.extract(from: 1))
    XCTAssertEqual(AnyCasePath<String, Light>.rawValue.extract(from: "on"), .on)
    XCTAssertNil(AnyCasePath<String, Light>.rawValue.extract(from: "dim"))
    XCTAssertEqual(AnyCasePath<String, Light>.rawValue.embed(.off), "off")
    XCTAssertEqual(AnyCasePath<String, Int>.description.extract(from: "12"), 12)
    XCTAssertNil(AnyCasePath<String, Int>.description.extract(from: "twelve"))
    XCTAssertEqual(AnyCasePath<String, Int>.description.embed(7), "7")
  }

  /// A case with one labeled value extracts the value, from the root or from an optional one.
  func testALabeledPayloadExtractsThroughAnOptionalRoot() {
    let path: AnyCasePath<Authentication?, String> = /Authentication.authenticated
    XCTAssertEqual(path.extract(from: .authenticated(token: "deadbeef")), "deadbeef")
    XCTAssertNil(path.extract(from: .unauthenticated))
    XCTAssertNil(path.extract(from: nil))
    let root: Authentication? = .authenticated(token: "deadbeef")
    XCTAssertEqual(AnyCasePath(Authentication.authenticated).extract(from: root), "deadbeef")
  }

  /// The function forms look inside an optional root: `nil` is in no case.
  func testTheFunctionFormsLookInsideAnOptionalRoot() {
    let token = /Authentication.authenticated as (Authentication?) -> String?
    let signedOut = /Authentication.unauthenticated as (Authentication?) -> Void?
    XCTAssertEqual(token(.authenticated(token: "deadbeef")), "deadbeef")
    XCTAssertNil(signedOut(.authenticated(token: "deadbeef")))
    XCTAssertNil(token(.unauthenticated))
    XCTAssertNotNil(signedOut(.unauthenticated))
    XCTAssertNil(token(nil))
    XCTAssertNil(signedOut(nil))
  }

  enum Outer {
    case inner(Inner)
    case none
  }

  enum Inner {
    case value(Int)
    case other(Int)
  }

  /// Extract functions compose with case constructors where a function is expected.
  func testExtractFunctionsComposeWithCaseConstructors() {
    let values = [Outer.inner(.value(1)), .inner(.other(2)), .none]
      .compactMap(/Outer.inner .. Inner.value)
    XCTAssertEqual(values, [1])
  }
}
