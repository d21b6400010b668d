/// Runs a workload: in a full run, one warm-up round of each side, then `rounds` rounds
/// alternating Arbor and baseline (so that a slow spell of the machine hits both); in a quick
/// run, one short round of each.
@MainActor
public func run(_ benchmark: Benchmark, rounds: Int, quick: Bool) async throws -> BenchmarkResult {
  let operations = quick ? benchmark.quickOperations : benchmark.operations
  func nanosecondsPerOperation(_ side: BenchmarkSide) async throws -> Double {
    try await side(operations).nanoseconds / Double(operations)
  }
  if !quick {
    _ = try await nanosecondsPerOperation(benchmark.arbor)
    _ = try await nanosecondsPerOperation(benchmark.baseline)
  }
  var arborRounds: [Double] = []
  var baselineRounds: [Double] = []
  for _ in 0..<(quick ? 1 : max(1, rounds)) {
    arborRounds.append(try await nanosecondsPerOperation(benchmark.arbor))
    baselineRounds.append(try await nanosecondsPerOperation(benchmark.baseline))
  }
  return BenchmarkResult(
    name: benchmark.name, summary: benchmark.summary, target: benchmark.target,
    arborRounds: arborRounds, baselineRounds: baselineRounds
  )
}
