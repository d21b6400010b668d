import Foundation

/// The results as a Markdown table, one row per workload, ready to paste into BENCHMARKS.md;
/// then, if any workload measured a physical limit or bounds Arbor's time in nanoseconds, a
/// second table of those against the limit and against that bound.
///
/// ```
/// | workload      | Arbor ns/op | baseline ns/op | ratio | target | meets |
/// | ------------- | ----------: | -------------: | ----: | ------ | ----- |
/// | compose-depth |        21.0 |           15.0 |  1.40 | ≤ 1.5  | yes   |
/// ```
public func formatTable(_ results: [BenchmarkResult]) -> String {
  let table = markdownTable(
    header: ["workload", "Arbor ns/op", "baseline ns/op", "ratio", "target", "meets"],
    rightAligned: [false, true, true, true, false, false],
    rows: results.map { result in
      [
        result.name,
        formatNanoseconds(result.arborNanoseconds),
        formatNanoseconds(result.baselineNanoseconds),
        formatRatio(result.ratio),
        result.target,
        result.meetsTarget.map { $0 ? "yes" : "NO" } ?? "-",
      ]
    }
  )
  let limited = results.filter { $0.hasLimit || $0.hasTimeTarget }
  guard !limited.isEmpty else { return table }
  return table + "\n"
    + markdownTable(
      header: [
        "workload", "Arbor ns/op", "limit ns/op", "× limit", "target", "meets", "target ns",
        "meets",
      ],
      rightAligned: [false, true, true, true, false, false, false, false],
      rows: limited.map { result in
        [
          result.name,
          formatNanoseconds(result.arborNanoseconds),
          result.hasLimit ? formatNanoseconds(result.limitNanoseconds) : "-",
          result.hasLimit ? formatRatio(result.limitRatio) : "-",
          result.hasLimit ? result.limitTarget : "-",
          result.meetsLimitTarget.map { $0 ? "yes" : "NO" } ?? "-",
          result.timeTarget,
          result.meetsTimeTarget.map { $0 ? "yes" : "NO" } ?? "-",
        ]
      }
    )
}

private func markdownTable(header: [String], rightAligned: [Bool], rows: [[String]]) -> String {
  let widths = header.indices.map { column in
    ([header] + rows).map { $0[column].count }.max() ?? 0
  }
  func line(_ cells: [String]) -> String {
    let padded = cells.indices.map { column in
      let padding = String(repeating: " ", count: widths[column] - cells[column].count)
      return rightAligned[column] ? padding + cells[column] : cells[column] + padding
    }
    return "| " + padded.joined(separator: " | ") + " |"
  }
  let rule = widths.indices.map { column in
    String(repeating: "-", count: max(widths[column] - 1, 1)) + (rightAligned[column] ? ":" : "-")
  }
  return ([line(header), line(rule)] + rows.map(line)).joined(separator: "\n") + "\n"
}

/// The results as pretty-printed JSON, one object per workload.
public func formatJSON(_ results: [BenchmarkResult]) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  encoder.nonConformingFloatEncodingStrategy = .convertToString(
    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan"
  )
  return String(decoding: try encoder.encode(results), as: UTF8.self) + "\n"
}

/// A time in nanoseconds with as many digits as it deserves: `3.42`, `87.5`, `12,345`.
public func formatNanoseconds(_ nanoseconds: Double) -> String {
  guard nanoseconds.isFinite else { return "\(nanoseconds)" }
  switch abs(nanoseconds) {
  case ..<10: return String(format: "%.2f", nanoseconds)
  case ..<1_000: return String(format: "%.1f", nanoseconds)
  default:
    let digits = String(Int(nanoseconds.rounded()))
    var grouped = ""
    for (offset, digit) in digits.reversed().enumerated() {
      if offset > 0, offset.isMultiple(of: 3), digit != "-" { grouped.append(",") }
      grouped.append(digit)
    }
    return String(grouped.reversed())
  }
}

/// A ratio with two decimals: `1.40`.
public func formatRatio(_ ratio: Double) -> String {
  guard ratio.isFinite else { return "\(ratio)" }
  return String(format: "%.2f", ratio)
}
