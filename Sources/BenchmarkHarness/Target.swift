import Foundation

/// What a workload's ratio (Arbor's time over the baseline's) should be.
public enum Target: Equatable, Sendable {
  /// The ratio must be at most this.
  case atMost(Double)
  /// The ratio is reported, with no bound.
  case report

  /// Whether `ratio` meets the target; nil for a target that only reports.
  public func isMet(by ratio: Double) -> Bool? {
    switch self {
    case .atMost(let bound): ratio <= bound
    case .report: nil
    }
  }

  /// How the target reads in a table: `≤ 1.5`, or `report`.
  public var label: String {
    switch self {
    case .atMost(let bound): "≤ " + String(format: "%g", bound)
    case .report: "report"
    }
  }
}
