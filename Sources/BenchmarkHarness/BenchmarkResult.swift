/// The figures of one workload: the median time per operation of each side, and their ratio.
public struct BenchmarkResult: Codable, Equatable, Sendable {
  /// The workload's name.
  public let name: String
  /// What the two sides do.
  public let summary: String
  /// The median of Arbor's rounds, in nanoseconds per operation; NaN when it did not run.
  public let arborNanoseconds: Double
  /// The median of the baseline's rounds, in nanoseconds per operation; NaN when it did not run.
  public let baselineNanoseconds: Double
  /// The target, as the table shows it.
  public let target: String
  /// Whether the ratio meets the target; nil when the target only reports, or when one side did
  /// not run.
  public let meetsTarget: Bool?
  /// Every round of Arbor's side, in nanoseconds per operation.
  public let arborRounds: [Double]
  /// Every round of the baseline, in nanoseconds per operation.
  public let baselineRounds: [Double]
  /// The target of Arbor's time over the limit's, as the table shows it.
  public let limitTarget: String
  /// Whether the ratio to the limit meets its target; nil when it only reports, or without a
  /// limit.
  public let meetsLimitTarget: Bool?
  /// Every round of the limit, in nanoseconds per operation; empty without one.
  public let limitRounds: [Double]
  /// The bound on Arbor's own time, in nanoseconds per operation, as the table shows it.
  public let timeTarget: String
  /// Whether Arbor's time meets its bound; nil when it only reports, or when Arbor did not run.
  public let meetsTimeTarget: Bool?

  /// Arbor's time over the baseline's.
  public var ratio: Double { arborNanoseconds / baselineNanoseconds }

  /// The median of the limit's rounds, in nanoseconds per operation; NaN when there is none.
  public var limitNanoseconds: Double { median(limitRounds) ?? .nan }

  /// Arbor's time over the physical limit's; NaN without a limit.
  public var limitRatio: Double { arborNanoseconds / limitNanoseconds }

  /// Summarises the rounds of every side by their medians.
  public init(
    name: String, summary: String, target: Target, arborRounds: [Double], baselineRounds: [Double],
    limitTarget: Target = .report, limitRounds: [Double] = [], timeTarget: Target = .report
  ) {
    self.name = name
    self.summary = summary
    self.arborRounds = arborRounds
    self.baselineRounds = baselineRounds
    self.arborNanoseconds = median(arborRounds) ?? .nan
    self.baselineNanoseconds = median(baselineRounds) ?? .nan
    self.target = target.label
    let ratio = arborNanoseconds / baselineNanoseconds
    self.meetsTarget = ratio.isNaN ? nil : target.isMet(by: ratio)
    self.limitRounds = limitRounds
    self.limitTarget = limitTarget.label
    let limitRatio = arborNanoseconds / (median(limitRounds) ?? .nan)
    self.meetsLimitTarget = limitRatio.isNaN ? nil : limitTarget.isMet(by: limitRatio)
    self.timeTarget = timeTarget.label
    self.meetsTimeTarget = arborNanoseconds.isNaN ? nil : timeTarget.isMet(by: arborNanoseconds)
  }

  /// Whether the workload measured a physical limit.
  public var hasLimit: Bool { !limitRounds.isEmpty }

  /// Whether Arbor's time has an absolute bound, not only a report.
  public var hasTimeTarget: Bool { timeTarget != Target.report.label }

  private enum CodingKeys: String, CodingKey {
    case name, summary, arborNanoseconds, baselineNanoseconds, ratio, target, meetsTarget
    case arborRounds, baselineRounds
    case limitNanoseconds, limitRatio, limitTarget, meetsLimitTarget, limitRounds
    case timeTarget, meetsTimeTarget
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    summary = try container.decode(String.self, forKey: .summary)
    arborNanoseconds = try container.decode(Double.self, forKey: .arborNanoseconds)
    baselineNanoseconds = try container.decode(Double.self, forKey: .baselineNanoseconds)
    target = try container.decode(String.self, forKey: .target)
    meetsTarget = try container.decodeIfPresent(Bool.self, forKey: .meetsTarget)
    arborRounds = try container.decode([Double].self, forKey: .arborRounds)
    baselineRounds = try container.decode([Double].self, forKey: .baselineRounds)
    limitRounds = try container.decodeIfPresent([Double].self, forKey: .limitRounds) ?? []
    limitTarget = try container.decodeIfPresent(String.self, forKey: .limitTarget) ?? "report"
    meetsLimitTarget = try container.decodeIfPresent(Bool.self, forKey: .meetsLimitTarget)
    // Results saved before time targets existed have neither key: they only reported.
    timeTarget = try container.decodeIfPresent(String.self, forKey: .timeTarget) ?? "report"
    meetsTimeTarget = try container.decodeIfPresent(Bool.self, forKey: .meetsTimeTarget)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(summary, forKey: .summary)
    try container.encode(arborNanoseconds, forKey: .arborNanoseconds)
    try container.encode(baselineNanoseconds, forKey: .baselineNanoseconds)
    try container.encode(ratio, forKey: .ratio)
    try container.encode(target, forKey: .target)
    try container.encodeIfPresent(meetsTarget, forKey: .meetsTarget)
    try container.encode(arborRounds, forKey: .arborRounds)
    try container.encode(baselineRounds, forKey: .baselineRounds)
    try container.encode(timeTarget, forKey: .timeTarget)
    try container.encodeIfPresent(meetsTimeTarget, forKey: .meetsTimeTarget)
    guard hasLimit else { return }
    try container.encode(limitNanoseconds, forKey: .limitNanoseconds)
    try container.encode(limitRatio, forKey: .limitRatio)
    try container.encode(limitTarget, forKey: .limitTarget)
    try container.encodeIfPresent(meetsLimitTarget, forKey: .meetsLimitTarget)
    try container.encode(limitRounds, forKey: .limitRounds)
  }
}
