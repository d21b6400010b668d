/// Runs a workload.
///
/// A full run starts with a warm-up round of each side (not counted). For a calibrating
/// workload the warm-up is short, and sets the operations per round so that the slower side's
/// round lasts about ``roundBudget`` (at most ``Benchmark/operations``). Then come `rounds` timed
/// rounds, alternating Arbor and baseline so that a slow spell of the machine hits both. A quick
/// run is one short round of each side. With `side`, only that side runs, so that a profiler
/// sees it alone; the other side has no rounds, and the result no ratio.
@MainActor
public func run(
  _ benchmark: Benchmark, rounds: Int, quick: Bool, side: Side? = nil
) async throws -> BenchmarkResult {
  func nanosecondsPerOperation(_ side: BenchmarkSide, _ operations: Int) async throws -> Double {
    try await side(operations).nanoseconds / Double(operations)
  }
  let limit = benchmark.limit.map { [(Side.limit, $0)] } ?? []
  let sides = ([(Side.arbor, benchmark.arbor), (.baseline, benchmark.baseline)] + limit).filter {
    side == nil || $0.0 == side
  }
  var operations = quick ? benchmark.quickOperations : benchmark.operations
  if !quick {
    let warmUpOperations = benchmark.calibrates ? benchmark.quickOperations : operations
    var slowest = 0.0
    for (_, body) in sides {
      slowest = max(slowest, try await nanosecondsPerOperation(body, warmUpOperations))
    }
    if benchmark.calibrates {
      operations = calibratedOperations(
        nanosecondsPerOperation: slowest, budget: roundBudget,
        range: benchmark.quickOperations...max(benchmark.quickOperations, benchmark.operations)
      )
    }
  }
  var timed: [Side: [Double]] = [:]
  for _ in 0..<(quick ? 1 : max(1, rounds)) {
    for (side, body) in sides {
      timed[side, default: []].append(try await nanosecondsPerOperation(body, operations))
    }
  }
  return BenchmarkResult(
    name: benchmark.name, summary: benchmark.summary, target: benchmark.target,
    arborRounds: timed[.arbor] ?? [], baselineRounds: timed[.baseline] ?? [],
    limitTarget: benchmark.limitTarget, limitRounds: timed[.limit] ?? [],
    timeTarget: benchmark.timeTarget
  )
}

/// The operations that fit in `budget` at the given cost each, kept within `range`.
func calibratedOperations(
  nanosecondsPerOperation: Double, budget: Duration, range: ClosedRange<Int>
) -> Int {
  guard nanosecondsPerOperation > 0, nanosecondsPerOperation.isFinite else {
    return range.upperBound
  }
  let fitting = budget.nanoseconds / nanosecondsPerOperation
  return fitting >= Double(range.upperBound)
    ? range.upperBound : max(range.lowerBound, Int(fitting))
}
