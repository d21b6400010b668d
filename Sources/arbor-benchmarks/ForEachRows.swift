import BenchmarkHarness
import ComposableArchitecture

/// An action for one row of a 100,000-row list, against the same action in a 100-row list: a
/// row action must cost the same whatever the size of the list. The issue bounds it at 250 ns.
@MainActor
func forEachRows() -> Benchmark {
  Benchmark(
    name: "forEach-rows",
    summary: "one row's action in a 100,000-row forEach vs in a 100-row one",
    target: .atMost(1.2),
    operations: 200_000,
    arbor: { try rowActions(rows: 100_000, operations: $0) },
    baseline: { try rowActions(rows: 100, operations: $0) },
    limit: { try rowListLimit(rows: 100_000, operations: $0) },
    timeTarget: .atMost(250)
  )
}

/// The same row action in a 10,000-row list, against the 100-row one and its own limit.
@MainActor
func forEachRows10k() -> Benchmark {
  Benchmark(
    name: "forEach-rows-10k",
    summary: "one row's action in a 10,000-row forEach vs in a 100-row one",
    target: .atMost(1.2),
    operations: 200_000,
    arbor: { try rowActions(rows: 10_000, operations: $0) },
    baseline: { try rowActions(rows: 100, operations: $0) },
    limit: { try rowListLimit(rows: 10_000, operations: $0) },
    timeTarget: .atMost(250)
  )
}

@MainActor
private func rowActions(rows: Int, operations: Int) throws -> Duration {
  let store = Store(initialState: RowList.State(count: rows)) { RowList() }
  let id = rows / 2
  let time = measure {
    sendRepeatedly(store, .rows(.element(id: id, action: .toggle)), operations)
  }
  let isOn = store.withState { $0.rows[id: id]?.isOn }
  try check(isOn == !operations.isMultiple(of: 2), "row \(id) is \(String(describing: isOn))")
  return time
}
