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
    case sleep(Wait)
    case sleepWithID(Wait)
    case cancel
    case sleepReplacing(Wait)
    case cancelReplacing
  }
  enum CancelID {
    case sleep
    case replacing
  }
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case let .sleep(wait):
        return .run { _ in await sleepUntilCancelled(wait) }
      case let .sleepWithID(wait):
        return .run { _ in await sleepUntilCancelled(wait) }.cancellable(id: CancelID.sleep)
      case .cancel:
        return .cancel(id: CancelID.sleep)
      case let .sleepReplacing(wait):
        return .run { _ in await sleepUntilCancelled(wait) }
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

/// How a sleeper waits to be cancelled.
enum Wait: Sendable {
  /// On the clock, for an hour, as a debounce does for its delay. A cancelled `Task.sleep`
  /// leaves its timer queued in the Swift runtime until the deadline (about 700 bytes for the
  /// hour), for a raw task as for an effect.
  case clock
  /// With `Task.never()`, which leaves nothing behind once cancelled.
  case never
}

/// Waits until cancelled.
@inline(never)
nonisolated func sleepUntilCancelled(_ wait: Wait) async {
  sleepersStarted.add(1, ordering: .relaxed)
  do {
    switch wait {
    case .clock: try await Task.sleep(for: .seconds(3_600))
    case .never: try await Task.never()
    }
  } catch {
    sleepersCancelled.add(1, ordering: .relaxed)
  }
}
