/// One side of a workload: given a number of operations, prepares what it needs, times the
/// operations alone (with ``measure(_:)`` or ``measureAsync(_:)``) and returns that time.
///
/// It throws ``CheckFailure`` when a correctness check of the work fails.
public typealias BenchmarkSide = @MainActor (_ operations: Int) async throws -> Duration

/// A workload: Arbor doing something, beside a hand-written baseline doing the same work.
@MainActor
public struct Benchmark {
  /// The workload's name, as `--filter` matches it: `compose-depth`.
  public let name: String
  /// What the two sides do, in one line.
  public let summary: String
  /// What the ratio (Arbor over baseline) should be.
  public let target: Target
  /// Operations per round in a full run.
  public let operations: Int
  /// Operations per round in a `--quick` run.
  public let quickOperations: Int
  /// Whether a full run may do fewer than ``operations`` per round, so that a round lasts about
  /// ``roundBudget``; false for workloads whose size is part of what they measure.
  public let calibrates: Bool
  /// Arbor's side.
  public let arbor: BenchmarkSide
  /// The hand-written baseline.
  public let baseline: BenchmarkSide
  /// The physical limit of the same work, if the workload has one: a hand-written `switch` on
  /// plain structs held in a class, with no Arbor type, no registrar and no observation. A ratio
  /// to another Arbor path can hide a cost both paths share; the ratio to the limit cannot.
  public let limit: BenchmarkSide?
  /// What Arbor's time over the limit's should be.
  public let limitTarget: Target
  /// What Arbor's own time should be, in nanoseconds per operation: an absolute bound, for
  /// targets set in nanoseconds rather than as a ratio to another side.
  public let timeTarget: Target

  public init(
    name: String,
    summary: String,
    target: Target,
    operations: Int,
    quickOperations: Int? = nil,
    calibrates: Bool = true,
    arbor: @escaping BenchmarkSide,
    baseline: @escaping BenchmarkSide,
    limit: BenchmarkSide? = nil,
    limitTarget: Target = .report,
    timeTarget: Target = .report
  ) {
    self.name = name
    self.summary = summary
    self.target = target
    self.operations = operations
    self.quickOperations = quickOperations ?? max(1, operations / 100)
    self.calibrates = calibrates
    self.arbor = arbor
    self.baseline = baseline
    self.limit = limit
    self.limitTarget = limitTarget
    self.timeTarget = timeTarget
  }
}

/// About how long one timed round of a calibrating workload lasts in a full run.
public let roundBudget: Duration = .milliseconds(100)
