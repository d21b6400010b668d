import BenchmarkHarness
import ComposableArchitecture

/// 10,000 rows each watched by its own `observe`, one row's store sending an action: exactly one
/// observer wakes, and the cost is that of a 100-row list.
@MainActor
func observeRows() -> Benchmark {
  Benchmark(
    name: "observe-rows",
    summary: "one row changed under 10,000 row observers (1 wake-up) vs under 100",
    target: .atMost(1.2),
    operations: 50_000,
    arbor: { try observedRowActions(rows: 10_000, operations: $0) },
    baseline: { try observedRowActions(rows: 100, operations: $0) },
    limit: { try observedFieldsLimit(fields: 10_000, operations: $0) }
  )
}

/// How many times each row's observer ran after its first run.
@MainActor
private final class WakeUps {
  var counts: [Int]
  init(count: Int) { counts = Array(repeating: 0, count: count) }
}

@MainActor
private func observedRowActions(rows: Int, operations: Int) throws -> Duration {
  let store = Store(initialState: RowList.State(count: rows)) { RowList() }
  let rowStores = store.scope(state: \.rows, action: \.rows)
  let wakeUps = WakeUps(count: rows)
  var tokens: [ObserveToken] = []
  tokens.reserveCapacity(rows)
  for index in rowStores.indices {
    let row = rowStores[index]
    tokens.append(
      observe {
        blackHole(row.isOn)
        wakeUps.counts[index] += 1
      }
    )
  }
  wakeUps.counts = Array(repeating: 0, count: rows)
  let target = rowStores[rows / 2]
  let time = measure { sendRepeatedly(target, .toggle, operations) }
  let total = wakeUps.counts.reduce(0, +)
  try check(
    wakeUps.counts[rows / 2] == operations && total == operations,
    "\(operations) row actions woke the row's observer \(wakeUps.counts[rows / 2]) times "
      + "and all observers \(total) times; expected exactly one wake-up per action"
  )
  for token in tokens { token.cancel() }
  return time
}
