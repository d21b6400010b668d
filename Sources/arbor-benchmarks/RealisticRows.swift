import BenchmarkHarness
import ComposableArchitecture

/// An action for a row picked at random among 10,000, sent to the root store: against the root
/// reducer called directly, and against the hand-written limit (an array and an index).
@MainActor
func realisticRows10k() -> Benchmark {
  realisticRows(rows: 10_000)
}

/// The same among 100,000 rows.
@MainActor
func realisticRows100k() -> Benchmark {
  realisticRows(rows: 100_000)
}

@MainActor
private func realisticRows(rows: Int) -> Benchmark {
  let label = rows >= 100_000 ? "100k" : "10k"
  return Benchmark(
    name: "realistic-rows-\(label)",
    summary: "root send to a random row of \(rows) (3 fields) vs the reducer called directly",
    target: .report,
    operations: 200_000,
    arbor: { operations in
      let store = Store(initialState: Inventory.State(count: rows)) { Inventory() }
      let ids = RandomRowIDs(rows: rows)
      let time = measure {
        for index in 0..<operations {
          store.send(.items(.element(id: ids[index], action: .increment)))
        }
      }
      try checkQuantities(store.withState(\.items), ids: ids, operations: operations)
      return time
    },
    baseline: { operations in
      let holder = StateHolder(Inventory.State(count: rows))
      let reducer = Inventory()
      let ids = RandomRowIDs(rows: rows)
      let time = measure {
        for index in 0..<operations {
          _ = reducer.reduce(
            into: &holder.state, action: .items(.element(id: ids[index], action: .increment)))
        }
      }
      try checkQuantities(holder.state.items, ids: ids, operations: operations)
      return time
    },
    limit: { operations in
      let holder = PlainInventory(rows: rows)
      let ids = RandomRowIDs(rows: rows)
      let time = measure {
        for index in 0..<operations { holder.reduce(.increment(id: ids[index])) }
      }
      let picks = ids.picks(operations: operations)
      try check(
        picks.allSatisfy { holder.items[$0.key].quantity == $0.value },
        "the plain items' quantities differ from the picks")
      return time
    }
  )
}

/// Checks that every row picked counted its picks.
private func checkQuantities(
  _ items: IdentifiedArrayOf<Item.State>, ids: RandomRowIDs, operations: Int
) throws {
  let picks = ids.picks(operations: operations)
  try check(
    picks.allSatisfy { items[id: $0.key]?.quantity == $0.value },
    "the items' quantities differ from the picks")
}

/// The limit: plain items in an array, found by id through an index, changed by a
/// hand-written `switch`.
final class PlainInventory {
  struct PlainItem {
    let id: Int
    var title: String
    var quantity = 0
    var isPacked = false
  }
  enum Action {
    case increment(id: Int)
    case togglePacked(id: Int)
  }

  var items: [PlainItem]
  let index: [Int: Int]

  init(rows: Int) {
    items = (0..<rows).map { PlainItem(id: $0, title: "Item \($0)") }
    index = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1.id, $0) })
  }

  @inline(never)
  func reduce(_ action: Action) {
    switch action {
    case .increment(let id):
      guard let offset = index[id] else { return }
      items[offset].quantity += 1
    case .togglePacked(let id):
      guard let offset = index[id] else { return }
      items[offset].isPacked.toggle()
    }
  }
}
