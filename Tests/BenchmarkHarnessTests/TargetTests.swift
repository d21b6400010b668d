import Testing

@testable import BenchmarkHarness

@Suite struct TargetTests {
  @Test func aBoundIsMetUpToAndIncludingItself() {
    #expect(Target.atMost(1.5).isMet(by: 1.5) == true)
    #expect(Target.atMost(1.5).isMet(by: 1.51) == false)
  }

  @Test func aReportedTargetIsNeitherMetNorMissed() {
    #expect(Target.report.isMet(by: 100) == nil)
  }

  @Test func labels() {
    #expect(Target.atMost(1.5).label == "≤ 1.5")
    #expect(Target.atMost(5).label == "≤ 5")
    #expect(Target.report.label == "report")
  }
}
