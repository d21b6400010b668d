import BenchmarkHarness
import ComposableArchitecture

/// 100 rows, each read by its own `observe { }` closure (how a screen without SwiftUI reads a
/// store: UIKit, or the terminal of `swift run todos`); an action for a row picked at random,
/// sent to the root store. The twin of realistic-readers for the other reader path. Against the
/// same sends with no reader, and against the hand-written limit (a plain field and its
/// callback).
@MainActor
func realisticObservers() -> Benchmark {
  Benchmark(
    name: "realistic-observers",
    summary: "root send to a random row of 100, each read by its own observe { } closure",
    target: .report,
    operations: 100_000,
    arbor: { try observeRowActions(observers: true, operations: $0) },
    baseline: { try observeRowActions(observers: false, operations: $0) },
    limit: { try observedFieldsLimit(fields: observedRows, operations: $0) }
  )
}

private let observedRows = 100

@MainActor
private func observeRowActions(observers: Bool, operations: Int) throws -> Duration {
  let store = Store(initialState: Inventory.State(count: observedRows)) { Inventory() }
  let itemStores = Array(store.scope(state: \.items, action: \.items))
  let runs = RunCounts(rows: observedRows)
  var tokens: [ObserveToken] = []
  if observers {
    for row in 0..<observedRows {
      let itemStore = itemStores[row]
      tokens.append(
        observe {
          blackHole(itemStore.quantity)
          runs.counts[row] += 1
        })
    }
  }
  let ids = RandomRowIDs(rows: observedRows)
  let time = measure {
    for index in 0..<operations {
      store.send(.items(.element(id: ids[index], action: .increment)))
    }
  }
  tokens.removeAll()
  let picks = ids.picks(operations: operations)
  if observers {
    // Each closure ran once when it was made, then once per change of its own row.
    try check(
      (0..<observedRows).allSatisfy { runs.counts[$0] == 1 + picks[$0, default: 0] },
      "the observers ran \(runs.counts.reduce(0, +)) times for \(operations) row changes; "
        + "expected each row's observer once, then once per change of its row")
  }
  let quantities = store.withState { $0.items.map(\.quantity) }
  try check(
    (0..<observedRows).allSatisfy { quantities[$0] == picks[$0, default: 0] },
    "the items' quantities differ from the picks")
  return time
}

/// How many times each row's `observe` closure ran.
@MainActor
private final class RunCounts {
  var counts: [Int]

  init(rows: Int) { counts = Array(repeating: 0, count: rows) }
}
