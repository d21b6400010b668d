import Observation
import PlainPaths
import Synchronization

/// One observation: runs its closure, and asks the scheduler to run it again when something it
/// read changes.
///
/// Reads of Arbor's observable state (`@ObservableState` fields, stores, `@Shared` values) are
/// recorded by Arbor and registered with what was read (``ObservedReads``); anything else
/// Observation tracks (`@Observable` classes) is tracked by `withObservationTracking` around the
/// closure, which costs little when nothing of the kind is read.
///
/// The observer listens with one set of registrations at a time, numbered by its `epoch`: a
/// registration wakes it only if it belongs to the current set, and only once (the first change
/// to anything read makes the observer deaf until it runs again). A run that reads what the
/// previous one read keeps its registrations; one that reads anything else replaces them.
///
/// Nothing refers to an observer weakly (a weak reference would put every retain and release of
/// it on the runtime's slow path): cancelling it removes its registrations and lets go of its
/// closure, so what Observation still holds (the change handler of a run whose `@Observable`
/// reads never changed) keeps only the empty observer alive.
@MainActor
package final class Observer {
  /// What only the main actor touches, an instant at a time: no access can overlap another
  /// (the closure runs between accesses, never inside one), so the runtime need not check (a call
  /// and a thread-local lookup each).
  private let state: _UnsafeUncheckedCell<State>
  /// `2 * epoch` while the observer listens with the registrations numbered `epoch`; one more
  /// while it is deaf: woken, running, or cancelled.
  package nonisolated let listening = Atomic<Int>(1)
  /// The number of runs so far, which tells a change Observation reports for an earlier run.
  package nonisolated let runs = Atomic<Int>(0)
  /// Called where a change wakes the observer, on the changing thread: what the next run should
  /// know of that moment (SwiftNavigation keeps the `UITransaction` the change was made in).
  private nonisolated let onWake: (@Sendable () -> Void)?

  private struct State {
    var apply: (@MainActor () -> Void)?
    var isCancelled = false
    var isRunning = false
    var hasRegistered = false
    /// What the latest run read of Arbor's state, and the reads of the run before (kept to reuse
    /// their storage).
    var reads = ObservedReads()
    var previousReads = ObservedReads()

    package mutating func swapReads() {
      swap(&reads, &previousReads)
    }
  }

  private var apply: (@MainActor () -> Void)? {
    get { state.value.apply }
    set { state.value.apply = newValue }
  }
  package private(set) var isCancelled: Bool {
    get { state.value.isCancelled }
    set { state.value.isCancelled = newValue }
  }
  private var isRunning: Bool {
    get { state.value.isRunning }
    set { state.value.isRunning = newValue }
  }
  private var hasRegistered: Bool {
    get { state.value.hasRegistered }
    set { state.value.hasRegistered = newValue }
  }
  private var reads: ObservedReads { state.value.reads }
  private var previousReads: ObservedReads { state.value.previousReads }
  /// Whether Observation alone tracks the closure's reads: the plain twin (`PlainPaths`) of
  /// Arbor's read recording, decided where the observation was made.
  private let isTrackedByObservationAlone = PlainPaths.areTaken(for: .readTracking)

  package init(
    apply: @escaping @MainActor () -> Void,
    onWake: (@Sendable () -> Void)? = nil
  ) {
    self.state = _UnsafeUncheckedCell(State(apply: apply))
    self.onWake = onWake
  }

  package func run() {
    guard !isCancelled, !isRunning, let apply else { return }
    // Deaf while running: as with Observation, a change the closure makes to what it read does
    // not run it again.
    let epoch = listening.bitwiseOr(1, ordering: .relaxed).oldValue >> 1
    let run = runs.add(1, ordering: .relaxed).newValue
    state.value.swapReads()
    let reads = self.reads
    reads.removeAll()
    let outer = ObservedReads.current
    // The plain twin records nothing: every read registers with Observation, and `reads` stays
    // empty, so the registrations below register nothing.
    ObservedReads.setCurrent(isTrackedByObservationAlone ? nil : reads)
    isRunning = true
    withObservationTracking {
      apply()
    } onChange: {
      self.wakeFromObservation(run: run)
    }
    isRunning = false
    ObservedReads.setCurrent(outer)
    outer?.append(reads)
    guard !isCancelled else {
      // Cancelled by its own closure: what the run before registered is still in place.
      self.apply = nil
      previousReads.unregister(self)
      previousReads.removeAll()
      reads.removeAll()
      return
    }
    if hasRegistered, reads.isSame(as: previousReads) {
      listening.store(epoch << 1, ordering: .relaxed)
    } else {
      previousReads.unregister(self)
      reads.register(self, epoch: epoch + 1)
      hasRegistered = true
      listening.store((epoch + 1) << 1, ordering: .relaxed)
    }
  }

  /// Schedules the observer if it listens with the registrations numbered `epoch`.
  package nonisolated func wake(from epoch: Int) {
    let (woke, _) = listening.compareExchange(
      expected: epoch << 1, desired: epoch << 1 | 1, ordering: .relaxed
    )
    guard woke else { return }
    onWake?()
    ObservationScheduler.shared.schedule(self)
  }

  /// Schedules the observer for a change Observation reported, if it reported it for the
  /// latest run.
  private nonisolated func wakeFromObservation(run: Int) {
    guard runs.load(ordering: .relaxed) == run else { return }
    let current = listening.load(ordering: .relaxed)
    guard current & 1 == 0 else { return }
    wake(from: current >> 1)
  }

  package func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    listening.bitwiseOr(1, ordering: .relaxed)
    if !isRunning {
      apply = nil
      reads.unregister(self)
      reads.removeAll()
      previousReads.removeAll()
    }
  }
}
