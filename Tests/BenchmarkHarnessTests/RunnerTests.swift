import Testing

@testable import BenchmarkHarness

@MainActor
@Suite struct RunnerTests {
  /// Records the operation counts each side was asked for.
  @MainActor
  final class Calls {
    var arbor: [Int] = []
    var baseline: [Int] = []
  }

  static func benchmark(
    _ calls: Calls, failing: Bool = false, calibrates: Bool = true, cost: Int = 1
  ) -> Benchmark {
    Benchmark(
      name: "w", summary: "s", target: .atMost(2), operations: 1_000, quickOperations: 10,
      calibrates: calibrates,
      arbor: { operations in
        calls.arbor.append(operations)
        try check(!failing, "the check failed")
        return .nanoseconds(2 * cost * operations)
      },
      baseline: { operations in
        calls.baseline.append(operations)
        return .nanoseconds(cost * operations)
      }
    )
  }

  @Test func aFullRunWarmsUpThenTimesEveryRoundOfBothSides() async throws {
    let calls = Calls()
    let result = try await run(Self.benchmark(calls), rounds: 3, quick: false)
    #expect(calls.arbor == [10, 1_000, 1_000, 1_000])
    #expect(calls.baseline == [10, 1_000, 1_000, 1_000])
    #expect(result.arborRounds == [2, 2, 2])
    #expect(result.ratio == 2)
    #expect(result.meetsTarget == true)
  }

  @Test func aSlowWorkloadDoesFewerOperationsPerRound() async throws {
    let calls = Calls()
    // The slower side costs 2 ms per operation: 50 fit in the 100 ms budget.
    _ = try await run(Self.benchmark(calls, cost: 1_000_000), rounds: 2, quick: false)
    #expect(calls.arbor == [10, 50, 50])
  }

  @Test func aWorkloadWhoseSizeMattersIsNotCalibrated() async throws {
    let calls = Calls()
    _ = try await run(
      Self.benchmark(calls, calibrates: false, cost: 1_000_000), rounds: 1, quick: false)
    #expect(calls.arbor == [1_000, 1_000])
  }

  @Test func aQuickRunIsOneShortRoundOfEachSide() async throws {
    let calls = Calls()
    _ = try await run(Self.benchmark(calls), rounds: 7, quick: true)
    #expect(calls.arbor == [10])
    #expect(calls.baseline == [10])
  }

  @Test func oneSideRunsAloneForAProfiler() async throws {
    let calls = Calls()
    let result = try await run(Self.benchmark(calls), rounds: 2, quick: false, side: .arbor)
    #expect(calls.arbor == [10, 1_000, 1_000])
    #expect(calls.baseline.isEmpty)
    #expect(result.arborNanoseconds == 2)
    #expect(result.baselineNanoseconds.isNaN)
    #expect(result.meetsTarget == nil)

    let baseline = Calls()
    _ = try await run(Self.benchmark(baseline), rounds: 1, quick: true, side: .baseline)
    #expect(baseline.arbor.isEmpty)
    #expect(baseline.baseline == [10])
  }

  /// A workload with a physical limit times it in every round too, and compares Arbor with it.
  @Test func aLimitIsTimedBesideBothSides() async throws {
    var limitCalls: [Int] = []
    let benchmark = Benchmark(
      name: "w", summary: "s", target: .atMost(2), operations: 1_000, quickOperations: 10,
      arbor: { .nanoseconds(8 * $0) },
      baseline: { .nanoseconds(4 * $0) },
      limit: { operations in
        limitCalls.append(operations)
        return .nanoseconds(operations)
      },
      limitTarget: .atMost(5)
    )
    let result = try await run(benchmark, rounds: 2, quick: false)
    #expect(limitCalls == [10, 1_000, 1_000])
    #expect(result.limitNanoseconds == 1)
    #expect(result.limitRatio == 8)
    #expect(result.meetsLimitTarget == false)

    limitCalls = []
    let alone = try await run(benchmark, rounds: 1, quick: true, side: .limit)
    #expect(limitCalls == [10])
    #expect(alone.arborNanoseconds.isNaN)
  }

  /// A bound in nanoseconds reaches the result, checked against Arbor's median time.
  @Test func aTimeTargetIsCheckedAgainstArborsTime() async throws {
    func benchmark(_ timeTarget: Target) -> Benchmark {
      Benchmark(
        name: "w", summary: "s", target: .report, operations: 1_000, quickOperations: 10,
        arbor: { .nanoseconds(90 * $0) },
        baseline: { .nanoseconds($0) },
        timeTarget: timeTarget
      )
    }
    let missed = try await run(benchmark(.atMost(80)), rounds: 2, quick: false)
    #expect(missed.timeTarget == "≤ 80")
    #expect(missed.meetsTimeTarget == false)
    let met = try await run(benchmark(.atMost(100)), rounds: 2, quick: false)
    #expect(met.meetsTimeTarget == true)
    let unbounded = try await run(benchmark(.report), rounds: 2, quick: false)
    #expect(unbounded.meetsTimeTarget == nil)
    let baselineOnly = try await run(
      benchmark(.atMost(80)), rounds: 1, quick: false, side: .baseline)
    #expect(baselineOnly.meetsTimeTarget == nil)
  }

  /// A quick run's times mean nothing, so a missed bound cannot fail it: only checks do.
  @Test func aMissedTimeTargetDoesNotFailAQuickRun() async throws {
    let benchmark = Benchmark(
      name: "w", summary: "s", target: .report, operations: 1_000, quickOperations: 10,
      arbor: { .nanoseconds(1_000 * $0) },
      baseline: { .nanoseconds($0) },
      timeTarget: .atMost(1)
    )
    let result = try await run(benchmark, rounds: 1, quick: true)
    #expect(result.meetsTimeTarget == false)
  }

  @Test func aFailedCheckFailsTheRunEvenWhenQuick() async {
    await #expect(throws: CheckFailure("the check failed")) {
      try await run(Self.benchmark(Calls(), failing: true), rounds: 1, quick: true)
    }
  }
}
