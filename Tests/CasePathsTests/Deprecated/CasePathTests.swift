import Testing

@testable import CasePaths

// The parts of the pre-`@CasePathable` API that are not deprecated on Linux (as upstream, they
// are only on Apple platforms); the deprecated ones are exercised by Tests/TCAStyle.
@Suite struct CasePathTests {
  enum Screen: Equatable {
    case list
    case detail(Int)
  }

  @Test func modifyChangesTheValueInItsCase() throws {
    var screen = Screen.detail(1)
    let doubled = try AnyCasePath(unsafe: Screen.detail).modify(&screen) { value -> Int in
      value *= 2
      return value
    }
    #expect(doubled == 2)
    #expect(screen == .detail(2))
  }

  @Test func modifyThrowsAndLeavesAnotherCaseAlone() {
    var screen = Screen.list
    #expect(throws: CaseExtractionError.self) {
      try AnyCasePath(unsafe: Screen.detail).modify(&screen) { $0 += 1 }
    }
    #expect(screen == .list)
  }

  @Test func appendingPathComposesBothPaths() {
    let optionalScreen = AnyCasePath<Screen?, Screen>(
      embed: { $0 }, extract: { $0 }
    )
    let detail = optionalScreen.appending(path: AnyCasePath(unsafe: Screen.detail))
    #expect(detail.extract(from: .detail(3)) == 3)
    #expect(detail.extract(from: nil) == nil)
    #expect(detail.embed(4) == .detail(4))
  }
}
