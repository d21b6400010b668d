import BenchmarkHarness
import ComposableArchitecture

/// How many features hold the shared value in the shared-value workloads.
private let holderCount = 1_000

/// A value shared by 1,000 features in a `forEach`, each feature's action in turn reading and
/// incrementing it, with one `observe` (reading it through another feature's store) that must
/// wake exactly once per change. The baseline is the same sharing by hand: a plain class holding
/// the value, 1,000 plain readers each handling the same action on it, and one change callback.
@MainActor
func sharedValue() -> Benchmark {
  Benchmark(
    name: "shared-1k",
    summary: "a @Shared count held by 1,000 forEach features, one's action increments it "
      + "(1 observer wake-up) vs a plain class shared by 1,000 plain readers",
    target: .atMost(3),
    operations: 200_000,
    arbor: { try sharedHolderActions(holders: holderCount, operations: $0) },
    baseline: { try plainReaderActions(operations: $0) }
  )
}

/// The shared-1k workload against the same 1,000 features whose parent owns the count and
/// handles their action on it, observed through the root store: what the shared reference adds
/// to a row's action, with the store's work on both sides.
@MainActor
func sharedValueOverParentState() -> Benchmark {
  Benchmark(
    name: "shared-1k-vs-parent",
    summary: "the shared-1k action vs 1,000 forEach features whose parent owns the count",
    target: .report,
    operations: 200_000,
    arbor: { try sharedHolderActions(holders: holderCount, operations: $0) },
    baseline: { try parentOwnedActions(operations: $0) }
  )
}

/// The shared-1k workload against the same with 10 features holding the count: a change must
/// cost the same however many features hold the value (each holder is a reference to one
/// storage, not a copy to update or a subscriber to notify).
@MainActor
func sharedValueScaling() -> Benchmark {
  Benchmark(
    name: "shared-1k-vs-10",
    summary: "the shared-1k action with 1,000 features holding the count vs with 10",
    target: .atMost(1.2),
    operations: 200_000,
    arbor: { try sharedHolderActions(holders: holderCount, operations: $0) },
    baseline: { try sharedHolderActions(holders: 10, operations: $0) }
  )
}

/// How many times the observer ran after its first run.
@MainActor
private final class WakeUps {
  var count = 0
}

@MainActor
private func sharedHolderActions(holders: Int, operations: Int) throws -> Duration {
  let shared = Shared(value: 0)
  let store = Store(initialState: SharedHolders.State(count: holders, sharing: shared)) {
    SharedHolders()
  }
  let holderStores = Array(store.scope(state: \.holders, action: \.holders))
  let wakeUps = WakeUps()
  let observed = holderStores[holders - 1]
  let token = observe {
    blackHole(observed.count)
    wakeUps.count += 1
  }
  wakeUps.count = 0
  let time = measure { sendRotating(store, holders: holders, operations) }
  token.cancel()
  try check(
    wakeUps.count == operations,
    "\(operations) actions woke the observer \(wakeUps.count) times; expected exactly one "
      + "wake-up per change"
  )
  let seen = Set(holderStores.map(\.count))
  try check(
    seen == [operations] && shared.wrappedValue == operations,
    "after \(operations) increments the features see \(seen.sorted()) and the shared value is "
      + "\(shared.wrappedValue)"
  )
  return time
}

/// Sends `increment` to each feature in turn, `operations` times in all.
@MainActor
@inline(never)
private func sendRotating(_ store: StoreOf<SharedHolders>, holders: Int, _ operations: Int) {
  var id = 0
  for _ in 0..<operations {
    store.send(.holders(.element(id: id, action: .increment)))
    id = id == holders - 1 ? 0 : id + 1
  }
}

/// A value held by a plain class, which calls one observer on every change.
@MainActor
private final class PlainCounter {
  var value = 0 {
    didSet { onChange?() }
  }
  var onChange: (() -> Void)?
}

/// A plain reader of a shared counter, which handles the same action a feature does.
@MainActor
private final class PlainReader {
  enum Action { case increment }
  let counter: PlainCounter
  init(counter: PlainCounter) { self.counter = counter }
  var count: Int { counter.value }

  @inline(never)
  func send(_ action: Action) {
    switch action {
    case .increment:
      let count = counter.value
      counter.value = count + 1
    }
  }
}

@MainActor
private func plainReaderActions(operations: Int) throws -> Duration {
  let counter = PlainCounter()
  let readers = (0..<holderCount).map { _ in PlainReader(counter: counter) }
  let wakeUps = WakeUps()
  let observed = readers[holderCount - 1]
  counter.onChange = {
    blackHole(observed.count)
    wakeUps.count += 1
  }
  let time = measure { sendRotating(readers, operations) }
  counter.onChange = nil
  try check(wakeUps.count == operations, "the callback ran \(wakeUps.count) times")
  let seen = Set(readers.map(\.count))
  try check(seen == [operations], "the readers see \(seen.sorted())")
  return time
}

/// Sends `increment` to each plain reader in turn, `operations` times in all.
@MainActor
@inline(never)
private func sendRotating(_ readers: [PlainReader], _ operations: Int) {
  var index = 0
  for _ in 0..<operations {
    readers[index].send(.increment)
    index = index == holderCount - 1 ? 0 : index + 1
  }
}

/// One feature whose action its parent handles: the parent-owned side of
/// `shared-1k-vs-parent`.
@Reducer
private struct CountRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
  }
  enum Action { case increment }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// Sharing as it was done before `@Shared`: the parent owns the count and handles its
/// features' actions on it.
@Reducer
private struct CountRows {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var rows = IdentifiedArray(uniqueElements: (0..<holderCount).map { CountRow.State(id: $0) })
  }
  enum Action { case rows(IdentifiedActionOf<CountRow>) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows(.element(_, .increment)):
        state.count += 1
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { CountRow() }
  }
}

@MainActor
private func parentOwnedActions(operations: Int) throws -> Duration {
  let store = Store(initialState: CountRows.State()) { CountRows() }
  let wakeUps = WakeUps()
  let token = observe {
    blackHole(store.count)
    wakeUps.count += 1
  }
  wakeUps.count = 0
  let time = measure {
    var id = 0
    for _ in 0..<operations {
      store.send(.rows(.element(id: id, action: .increment)))
      id = id == holderCount - 1 ? 0 : id + 1
    }
  }
  token.cancel()
  try check(
    wakeUps.count == operations && store.count == operations,
    "\(operations) actions counted \(store.count) and woke the observer \(wakeUps.count) times"
  )
  return time
}
