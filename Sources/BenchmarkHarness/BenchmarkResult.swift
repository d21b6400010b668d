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

  /// Arbor's time over the baseline's.
  public var ratio: Double { arborNanoseconds / baselineNanoseconds }

  /// Summarises the rounds of both sides by their medians.
  public init(
    name: String, summary: String, target: Target, arborRounds: [Double], baselineRounds: [Double]
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
  }

  private enum CodingKeys: String, CodingKey {
    case name, summary, arborNanoseconds, baselineNanoseconds, ratio, target, meetsTarget
    case arborRounds, baselineRounds
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
  }
}
