import BenchmarkHarness
import ComposableArchitecture
import Synchronization

/// A feature that starts effects: short ones that only do a token of work, long ones that wait
/// until cancelled, and fans of short ones merged together.
@Reducer
struct Worker {
  @ObservableState
  struct State: Equatable {}
  enum Action {
    case start
    case startLong
    case cancelLong
    case fanOut(Int)
  }
  enum CancelID { case long }
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .start:
        return .run { _ in await shortEffectWork() }
      case .startLong:
        return .run { _ in await longEffectWork() }.cancellable(id: CancelID.long)
      case .cancelLong:
        return .cancel(id: CancelID.long)
      case .fanOut(let count):
        return .merge((0..<count).map { _ in .run { _ in await shortEffectWork() } })
      }
    }
  }
}

/// How many short effects (or tasks) have run, and how many long ones were cancelled: the
/// checks that every effect really ran.
let shortEffectsRun = Atomic<Int>(0)
let longEffectsCancelled = Atomic<Int>(0)

/// The work of a short effect, off the main actor as an effect's work is.
@inline(never)
nonisolated func shortEffectWork() async {
  shortEffectsRun.add(1, ordering: .relaxed)
}

/// The work of a long effect: waits an hour, unless cancelled first.
@inline(never)
nonisolated func longEffectWork() async {
  do {
    try await Task.sleep(for: .seconds(3_600))
  } catch {
    longEffectsCancelled.add(1, ordering: .relaxed)
  }
}
