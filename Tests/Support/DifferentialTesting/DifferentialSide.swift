import ComposableArchitecture
import IssueReporting
import PlainPaths

/// One store of a differential run, taking the fast paths or their plain twins, and what
/// watches it: each reader through `observe` and through `withObservationTracking`.
@MainActor
final class DifferentialSide<R: Reducer> where R.State: Equatable {
  let store: StoreOf<R>
  let takesPlainPaths: Bool
  let readers: [DifferentialReader<R.State, R.Action>]
  /// Per reader, its `observe` watch and its `withObservationTracking` watch.
  private(set) var watches: [(observed: WatchedValue, tracked: WatchedValue)] = []
  /// The tasks of actions whose effects run until cancelled.
  private(set) var longTasks: [StoreTask] = []
  let issues = IssueCollector()

  init(_ scenario: DifferentialScenario<R>, takesPlainPaths: Bool) {
    self.takesPlainPaths = takesPlainPaths
    self.readers = scenario.readers
    let store = PlainPaths.withPlainPaths(takesPlainPaths) {
      Store(initialState: scenario.initialState()) {
        scenario.reducer()
      } withDependencies: {
        scenario.dependencies(&$0)
      }
    }
    self.store = store
    watches = PlainPaths.withPlainPaths(takesPlainPaths) {
      scenario.readers.map { reader in
        (.observing(store, reader.read), .tracking(store, reader.read))
      }
    }
  }

  /// Sends `action`, and waits for its effects if they end by themselves.
  func send(_ action: R.Action, effectsEnd: Bool) async {
    let task = withIssueReporters([issues]) {
      PlainPaths.withPlainPaths(takesPlainPaths) { store.send(action) }
    }
    if effectsEnd {
      await withIssueReporters([issues]) { await task.finish() }
    } else {
      longTasks.append(task)
    }
    PlainPaths.withPlainPaths(takesPlainPaths) {
      for (reader, watch) in zip(readers, watches) {
        watch.tracked.rearmIfWoken(store, reader.read)
      }
    }
  }

  /// The state now.
  var state: R.State { store.withState { $0 } }

  /// What each reader would read now, read afresh outside any observation.
  var currentValues: [AnyHashable?] {
    PlainPaths.withPlainPaths(takesPlainPaths) { readers.map { $0.read(store) } }
  }

  /// Ends every effect still running, so that nothing outlives the run.
  func cancelLongTasks() {
    for task in longTasks { task.cancel() }
  }
}
