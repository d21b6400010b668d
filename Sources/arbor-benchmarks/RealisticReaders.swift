import BenchmarkHarness
import ComposableArchitecture
import Observation
import Synchronization

/// 100 rows, each read by its own reader through `withObservationTracking` (the path SwiftUI
/// and Observation-based UI libraries take), re-armed after each wake-up as a view re-renders;
/// an action for a row picked at random, sent to the root store. Against the same sends with no
/// reader, and against the hand-written limit (a plain field and its callback).
@MainActor
func realisticReaders() -> Benchmark {
  Benchmark(
    name: "realistic-readers",
    summary: "root send to a random row of 100, each read via withObservationTracking, re-armed",
    target: .report,
    operations: 100_000,
    arbor: { try readRowActions(readers: true, operations: $0) },
    baseline: { try readRowActions(readers: false, operations: $0) },
    limit: { try observedFieldsLimit(fields: readerRows, operations: $0) }
  )
}

private let readerRows = 100

/// The rows whose readers were told of a change and wait to be re-armed.
private final class WokenReaders: Sendable {
  let rows = Mutex<[Int]>([])

  func wake(_ row: Int) { rows.withLock { $0.append(row) } }

  func take() -> [Int] {
    rows.withLock { rows in
      defer { rows.removeAll(keepingCapacity: true) }
      return rows
    }
  }
}

@MainActor
private func readRowActions(readers: Bool, operations: Int) throws -> Duration {
  let store = Store(initialState: Inventory.State(count: readerRows)) { Inventory() }
  let itemStores = Array(store.scope(state: \.items, action: \.items))
  let woken = WokenReaders()
  var wakeUps = Array(repeating: 0, count: readerRows)
  func arm(_ row: Int) {
    let itemStore = itemStores[row]
    withObservationTracking {
      blackHole(itemStore.quantity)
    } onChange: {
      woken.wake(row)
    }
  }
  if readers {
    for row in 0..<readerRows { arm(row) }
  }
  let ids = RandomRowIDs(rows: readerRows)
  let time = measure {
    for index in 0..<operations {
      store.send(.items(.element(id: ids[index], action: .increment)))
      for row in woken.take() {
        wakeUps[row] += 1
        arm(row)
      }
    }
  }
  let picks = ids.picks(operations: operations)
  if readers {
    try check(
      (0..<readerRows).allSatisfy { wakeUps[$0] == picks[$0, default: 0] },
      "the readers woke \(wakeUps.reduce(0, +)) times for \(operations) row changes; "
        + "expected each row's reader once per change of its row")
  }
  let quantities = store.withState { $0.items.map(\.quantity) }
  try check(
    (0..<readerRows).allSatisfy { quantities[$0] == picks[$0, default: 0] },
    "the items' quantities differ from the picks")
  return time
}
