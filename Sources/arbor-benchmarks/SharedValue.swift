import BenchmarkHarness
import ComposableArchitecture

/// How many features hold the shared value in the shared-value workloads.
private let holderCount = 1_000

/// Sharing's benchmark: a value 1,000 features in a `forEach` read, each feature observed by an
/// `observe` reader of its own, one feature's action in turn incrementing it (1,000 wake-ups per
/// action, one per reader, since every reader's value changed). The baseline is the same 1,000
/// features without `@Shared`: their parent owns the count, handles the action and writes the
/// count into each feature's state, as TCA apps shared state before `@Shared`.
@MainActor
func sharedValue() -> Benchmark {
  Benchmark(
    name: "shared-1k",
    summary: "a @Shared count read by 1,000 forEach features, each observed by its own reader, "
      + "one's action increments it vs the parent writing the count into each feature",
    target: .atMost(1.5),
    operations: 1_000,
    quickOperations: 5,
    arbor: { try sharedHolderActions(holders: holderCount, observed: holderCount, operations: $0) },
    baseline: { try parentWrittenActions(operations: $0) }
  )
}

/// The shared-1k action, one feature observed, against sharing by hand without a store: a plain
/// class holding the value, 1,000 plain readers each handling the same action on it, and one
/// change callback. What a store costs over no store at all; met by no store design (issue 17).
@MainActor
func sharedValueOverPlainClass() -> Benchmark {
  Benchmark(
    name: "shared-1k-vs-plain",
    summary: "the shared-1k action with one feature observed vs a plain class shared by 1,000 "
      + "plain readers",
    target: .report,
    operations: 200_000,
    arbor: { try sharedHolderActions(holders: holderCount, observed: 1, operations: $0) },
    baseline: { try plainReaderActions(operations: $0) }
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
    arbor: { try sharedHolderActions(holders: holderCount, observed: 1, operations: $0) },
    baseline: { try sharedHolderActions(holders: 10, observed: 1, operations: $0) }
  )
}

/// How many times the observer ran after its first run.
@MainActor
private final class WakeUps {
  var count = 0
}

/// Runs the shared-1k actions with the last `observed` features each observed by a reader.
@MainActor
private func sharedHolderActions(holders: Int, observed: Int, operations: Int) throws -> Duration {
  let shared = Shared(value: 0)
  let store = Store(initialState: SharedHolders.State(count: holders, sharing: shared)) {
    SharedHolders()
  }
  let holderStores = Array(store.scope(state: \.holders, action: \.holders))
  let wakeUps = WakeUps()
  let tokens = holderStores.suffix(observed).map { holder in
    observe {
      blackHole(holder.count)
      wakeUps.count += 1
    }
  }
  wakeUps.count = 0
  let time = measure { sendRotating(store, holders: holders, operations) }
  for token in tokens { token.cancel() }
  try check(
    wakeUps.count == operations * observed,
    "\(operations) actions woke \(observed) observers \(wakeUps.count) times; expected exactly "
      + "one wake-up per reader per change"
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

/// One feature reading a count its parent writes into its state: the baseline of `shared-1k`.
@Reducer
private struct CountCopy {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  enum Action { case increment }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// Sharing as it was done before `@Shared`: the parent owns the count, handles its features'
/// actions on it, and writes it into each feature's state.
@Reducer
private struct CountCopies {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var rows = IdentifiedArray(uniqueElements: (0..<holderCount).map { CountCopy.State(id: $0) })
  }
  enum Action { case rows(IdentifiedActionOf<CountCopy>) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows(.element(_, .increment)):
        state.count += 1
        for index in state.rows.indices {
          state.rows[index].count = state.count
        }
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { CountCopy() }
  }
}

@MainActor
private func parentWrittenActions(operations: Int) throws -> Duration {
  let store = Store(initialState: CountCopies.State()) { CountCopies() }
  let rowStores = Array(store.scope(state: \.rows, action: \.rows))
  let wakeUps = WakeUps()
  let tokens = rowStores.map { row in
    observe {
      blackHole(row.count)
      wakeUps.count += 1
    }
  }
  wakeUps.count = 0
  let time = measure {
    var id = 0
    for _ in 0..<operations {
      store.send(.rows(.element(id: id, action: .increment)))
      id = id == holderCount - 1 ? 0 : id + 1
    }
  }
  for token in tokens { token.cancel() }
  try check(
    wakeUps.count == operations * holderCount && store.count == operations,
    "\(operations) actions counted \(store.count) and woke the readers \(wakeUps.count) times"
  )
  let seen = Set(rowStores.map(\.count))
  try check(seen == [operations], "the features see \(seen.sorted())")
  return time
}
