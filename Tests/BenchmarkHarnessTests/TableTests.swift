import Foundation
import Testing

@testable import BenchmarkHarness

@Suite struct TableTests {
  static let results = [
    BenchmarkResult(
      name: "compose-depth", summary: "s", target: .atMost(1.5),
      arborRounds: [21, 20, 22], baselineRounds: [15, 14, 16]
    ),
    BenchmarkResult(
      name: "merge", summary: "s", target: .report,
      arborRounds: [123_456.7], baselineRounds: [1_234]
    ),
  ]

  @Test func resultsAreSummarisedByTheirMedians() {
    let result = Self.results[0]
    #expect(result.arborNanoseconds == 21)
    #expect(result.baselineNanoseconds == 15)
    #expect(result.ratio == 1.4)
    #expect(result.meetsTarget == true)
  }

  @Test func theTableIsMarkdownWithAlignedColumns() {
    #expect(
      formatTable(Self.results) == """
        | workload      | Arbor ns/op | baseline ns/op |  ratio | target | meets |
        | ------------- | ----------: | -------------: | -----: | ------ | ----- |
        | compose-depth |        21.0 |           15.0 |   1.40 | ≤ 1.5  | yes   |
        | merge         |     123,457 |          1,234 | 100.05 | report | -     |

        """
    )
  }

  @Test func aMissedTargetSaysSo() {
    let result = BenchmarkResult(
      name: "x", summary: "s", target: .atMost(2), arborRounds: [30], baselineRounds: [10]
    )
    #expect(result.meetsTarget == false)
    #expect(formatTable([result]).contains("| NO    |"))
  }

  @Test func nanosecondsGetTheDigitsTheyDeserve() {
    #expect(formatNanoseconds(3.4217) == "3.42")
    #expect(formatNanoseconds(87.54) == "87.5")
    #expect(formatNanoseconds(1_234_567.4) == "1,234,567")
    #expect(formatNanoseconds(999) == "999.0")
  }

  @Test func jsonRoundTripsWithTheRatio() throws {
    let json = try formatJSON(Self.results)
    #expect(json.contains("\"ratio\" : 1.4"))
    let decoded = try JSONDecoder().decode([BenchmarkResult].self, from: Data(json.utf8))
    #expect(decoded == Self.results)
  }
}

@Suite struct LimitTableTests {
  static let limited = BenchmarkResult(
    name: "send-root", summary: "s", target: .atMost(5), arborRounds: [120, 100, 110],
    baselineRounds: [50, 40, 45], limitTarget: .atMost(10), limitRounds: [8, 9, 10]
  )

  /// Arbor against the physical limit gets a table of its own, after the usual one, listing
  /// only the workloads that measured a limit.
  @Test func workloadsWithALimitGetASecondTable() {
    let plain = TableTests.results[0]
    #expect(Self.limited.limitNanoseconds == 9)
    #expect(Self.limited.limitRatio == 110.0 / 9)
    #expect(Self.limited.meetsLimitTarget == false)
    #expect(
      formatTable([plain, Self.limited]) == """
        | workload      | Arbor ns/op | baseline ns/op | ratio | target | meets |
        | ------------- | ----------: | -------------: | ----: | ------ | ----- |
        | compose-depth |        21.0 |           15.0 |  1.40 | ≤ 1.5  | yes   |
        | send-root     |       110.0 |           45.0 |  2.44 | ≤ 5    | yes   |

        | workload  | Arbor ns/op | limit ns/op | × limit | target | meets | target ns | meets |
        | --------- | ----------: | ----------: | ------: | ------ | ----- | --------- | ----- |
        | send-root |       110.0 |        9.00 |   12.22 | ≤ 10   | NO    | report    | -     |

        """
    )
  }

  @Test func withoutALimitThereIsNoSecondTableAndNoRatio() {
    let plain = TableTests.results[0]
    #expect(!plain.hasLimit)
    #expect(plain.limitRatio.isNaN)
    #expect(plain.meetsLimitTarget == nil)
    #expect(!formatTable([plain]).contains("limit"))
  }

  @Test func theLimitSurvivesJSON() throws {
    let json = try formatJSON([Self.limited])
    #expect(json.contains("\"limitRatio\""))
    let decoded = try JSONDecoder().decode([BenchmarkResult].self, from: Data(json.utf8))
    #expect(decoded == [Self.limited])
  }
}

@Suite struct TimeTargetTableTests {
  static let bounded = BenchmarkResult(
    name: "send-root", summary: "s", target: .atMost(5), arborRounds: [120, 100, 110],
    baselineRounds: [50, 40, 45], limitTarget: .report, limitRounds: [8, 9, 10],
    timeTarget: .atMost(80)
  )

  /// A bound in nanoseconds is checked against Arbor's median time, not against a ratio.
  @Test func aTimeTargetBoundsArborsMedianTime() {
    #expect(Self.bounded.timeTarget == "≤ 80")
    #expect(Self.bounded.meetsTimeTarget == false)
    let met = BenchmarkResult(
      name: "x", summary: "s", target: .report, arborRounds: [79, 80, 81], baselineRounds: [1],
      timeTarget: .atMost(80)
    )
    #expect(met.meetsTimeTarget == true)
  }

  @Test func withoutATimeTargetTheTimeIsOnlyReported() {
    let plain = TableTests.results[0]
    #expect(plain.timeTarget == "report")
    #expect(plain.meetsTimeTarget == nil)
    #expect(!plain.hasTimeTarget)
    #expect(!formatTable([plain]).contains("target ns"))
  }

  @Test func arborNotRunningNeitherMeetsNorMissesIt() {
    let baselineOnly = BenchmarkResult(
      name: "x", summary: "s", target: .report, arborRounds: [], baselineRounds: [1],
      timeTarget: .atMost(80)
    )
    #expect(baselineOnly.meetsTimeTarget == nil)
  }

  /// The bound and whether it is met sit in the second table, after the ratio to the limit; a
  /// workload bounded in time but without a limit gets a row there too, with no limit figures.
  @Test func theSecondTableShowsTheBound() {
    let unlimited = BenchmarkResult(
      name: "observe", summary: "s", target: .report, arborRounds: [700], baselineRounds: [600],
      timeTarget: .atMost(800)
    )
    #expect(
      formatTable([Self.bounded, unlimited]).hasSuffix(
        """
        | workload  | Arbor ns/op | limit ns/op | × limit | target | meets | target ns | meets |
        | --------- | ----------: | ----------: | ------: | ------ | ----- | --------- | ----- |
        | send-root |       110.0 |        9.00 |   12.22 | report | -     | ≤ 80      | NO    |
        | observe   |       700.0 |           - |       - | -      | -     | ≤ 800     | yes   |

        """
      )
    )
  }

  @Test func theTimeTargetSurvivesJSON() throws {
    let json = try formatJSON([Self.bounded])
    #expect(json.contains("\"timeTarget\" : \"≤ 80\""))
    #expect(json.contains("\"meetsTimeTarget\" : false"))
    let decoded = try JSONDecoder().decode([BenchmarkResult].self, from: Data(json.utf8))
    #expect(decoded == [Self.bounded])
  }

  /// Results saved before time targets existed still decode, as results that only reported.
  @Test func olderJSONWithoutATimeTargetDecodes() throws {
    let json = """
      [{"name": "merge", "summary": "s", "arborNanoseconds": 30, "baselineNanoseconds": 10,
        "ratio": 3, "target": "report", "arborRounds": [30], "baselineRounds": [10]}]
      """
    let decoded = try JSONDecoder().decode([BenchmarkResult].self, from: Data(json.utf8))
    #expect(decoded.first?.timeTarget == "report")
    #expect(decoded.first?.meetsTimeTarget == nil)
    #expect(decoded.first?.hasTimeTarget == false)
  }
}
