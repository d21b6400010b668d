import ComposableArchitecture
import Synchronization

/// A feature whose effects sleep until cancelled, started and cancelled in the three ways a
/// feature does: a plain `.run` cancelled through its `StoreTask`, one cancellable by id and
/// cancelled with `.cancel(id:)`, and one that replaces the one in flight (`cancelInFlight`, as
/// every debounced save does).
@Reducer
struct Sleeper {
  struct State: Equatable {}
  enum Action {
    case sleep
    case sleepWithID
    case cancel
    case sleepReplacing
    case cancelReplacing
  }
  enum CancelID {
    case sleep
    case replacing
  }
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .sleep:
        return .run { _ in await sleepUntilCancelled() }
      case .sleepWithID:
        return .run { _ in await sleepUntilCancelled() }.cancellable(id: CancelID.sleep)
      case .cancel:
        return .cancel(id: CancelID.sleep)
      case .sleepReplacing:
        return .run { _ in await sleepUntilCancelled() }
          .cancellable(id: CancelID.replacing, cancelInFlight: true)
      case .cancelReplacing:
        return .cancel(id: CancelID.replacing)
      }
    }
  }
}

/// How many sleepers (effects or tasks) began sleeping, and how many were cancelled: the checks
/// that every one really ran and really ended.
let sleepersStarted = Atomic<Int>(0)
let sleepersCancelled = Atomic<Int>(0)

/// Sleeps an hour, unless cancelled first.
@inline(never)
nonisolated func sleepUntilCancelled() async {
  sleepersStarted.add(1, ordering: .relaxed)
  do {
    try await Task.sleep(for: .seconds(3_600))
  } catch {
    sleepersCancelled.add(1, ordering: .relaxed)
  }
}
