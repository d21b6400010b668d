import Testing

@testable import ComposableArchitecture

/// The rules of state assertions, exhaustive and not.
@Suite struct TestStoreStateExpectationTests {
  struct S: Equatable {
    var a = 0
    var b = 0
  }
  struct Oops: Error {}

  private func kinds(
    _ findings: [(StateExpectation.Finding<S>, StateExpectation.Severity)]
  ) -> [String] {
    findings.map { finding, severity in
      let kind: String
      switch finding {
      case .mismatch(_, _, let closureGiven): kind = closureGiven ? "mismatch" : "unexpected"
      case .noChange: kind = "noChange"
      case .threw: kind = "threw"
      }
      return "\(kind):\(severity == .failure ? "failure" : "skipped")"
    }
  }

  @Test func exhaustiveRequiresTheWholeChange() {
    let previous = S()
    let actual = S(a: 1, b: 1)
    #expect(
      kinds(
        StateExpectation.check(
          previous: previous, actual: actual, exhaustivity: .on,
          update: {
            $0.a = 1
            $0.b = 1
          })
      ).isEmpty)
    #expect(
      kinds(
        StateExpectation.check(
          previous: previous, actual: actual, exhaustivity: .on, update: { $0.a = 1 }))
        == ["mismatch:failure"])
    #expect(
      kinds(
        StateExpectation.check(
          previous: previous, actual: actual, exhaustivity: .on, update: nil))
        == ["unexpected:failure"])
  }

  @Test func aClosureThatChangesNothingIsAFinding() {
    #expect(
      kinds(
        StateExpectation.check(
          previous: S(), actual: S(), exhaustivity: .on, update: { $0.a = 0 }))
        == ["noChange:failure"])
    #expect(
      kinds(
        StateExpectation.check(
          previous: S(), actual: S(), exhaustivity: .on, update: { $0.a = 0 }, checksNoChange: false
        )
      )
      .isEmpty)
  }

  @Test func aThrowingClosureIsAFailure() {
    #expect(
      kinds(
        StateExpectation.check(
          previous: S(), actual: S(), exhaustivity: .on, update: { _ in throw Oops() }))
        == ["threw:failure"])
  }

  @Test func nonExhaustiveChecksOnlyWhatIsAsserted() {
    let actual = S(a: 1, b: 1)
    #expect(
      kinds(
        StateExpectation.check(
          previous: S(), actual: actual, exhaustivity: .off, update: { $0.a = 1 })
      ).isEmpty)
    #expect(
      kinds(
        StateExpectation.check(
          previous: S(), actual: actual, exhaustivity: .off, update: nil)
      ).isEmpty)
    #expect(
      kinds(
        StateExpectation.check(
          previous: S(), actual: actual, exhaustivity: .off, update: { $0.a = 2 }))
        == ["mismatch:failure"])
  }

  @Test func showingSkippedAssertionsReportsWhatWasLeftOutAsSkipped() {
    let actual = S(a: 1, b: 1)
    #expect(
      kinds(
        StateExpectation.check(
          previous: S(), actual: actual, exhaustivity: .off(showSkippedAssertions: true),
          update: { $0.a = 1 }))
        == ["mismatch:skipped"])
    #expect(
      kinds(
        StateExpectation.check(
          previous: S(), actual: actual, exhaustivity: .off(showSkippedAssertions: true),
          update: nil))
        == ["unexpected:skipped"])
  }
}
