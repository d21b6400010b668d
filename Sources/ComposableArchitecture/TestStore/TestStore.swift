/// A store for tests: it runs a feature's reducer and effects, and makes the test prove, step by
/// step, everything the feature does.
///
/// Each `send` runs an action and checks the state change the test describes; each action an
/// effect sends back must be asserted with a `receive`; and every effect must have finished
/// when the test ends. Failures are reported at the line of the step
/// that caused them.
///
/// ```swift
/// @MainActor
/// @Test func fetchesAnAnswer() async {
///   let store = TestStore(initialState: Counter.State()) {
///     Counter()
///   }
///   await store.send(.answerButtonTapped) {
///     $0.isLoading = true
///   }
///   await store.receive(\.answerResponse) {
///     $0.isLoading = false
///     $0.answer = 42
///   }
/// }
/// ```
///
/// ## Determinism
///
/// A test store runs its feature on a root runtime of its own and holds ConcurrencyExtras' main
/// serial executor while it lives: every task's work runs one job at a time, in order. Steps
/// wait for effects by running them until nothing is left to run (see `EffectDriver`), never by
/// sleeping. So with time and other dependencies under the test's control (a `TestClock`), the
/// outcome does not depend on scheduling or machine load:
///
/// ```swift
/// await store.send(.queryChanged("arbor")) { $0.query = "arbor" }
/// await clock.advance(by: .milliseconds(300))
/// await store.receive(\.searchResponse) { $0.results = ["arbor"] }
/// ```
///
/// Each wait is bounded by a timeout (``timeout``, one second unless set), which only matters
/// when an effect waits on the outside world or on a clock nobody advances. When nothing is
/// left running that could deliver an awaited action, the step fails at once.
///
/// ## Non-exhaustive testing
///
/// Set ``exhaustivity`` to ``Exhaustivity/off`` to assert only what a test cares about: the
/// closures may describe any part of a change, received actions and running effects may be left
/// alone. With ``Exhaustivity/off(showSkippedAssertions:)`` set to `true`, what was skipped is
/// shown without failing the test.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks the test's assertions.
  ///
  /// ``Exhaustivity/on`` by default. Can be changed between steps, or for a few steps with
  /// `withExhaustivity(_:operation:)`.
  public var exhaustivity: Exhaustivity = .on

  /// The time, in nanoseconds, that steps wait for effects unless given a `timeout`: one second.
  ///
  /// The timeout bounds waits on the outside world; effects driven by the test's own clocks are
  /// run to completion without it ever coming into play.
  public var timeout: UInt64

  /// The state as of the last asserted step.
  ///
  /// While actions received from effects wait to be asserted, it is behind the feature's live
  /// state: it moves on with each `receive`. Inside a step's assertion closure it is still the
  /// state before the step, as in TCA.
  public var state: State { assertedState }

  /// Whether the feature dismissed itself through the `dismiss` dependency.
  ///
  /// A feature under test runs at the root, where nothing presents it; the test store stands in
  /// for the presenter, so a root feature calling `await dismiss()` sets this instead of
  /// reporting an issue, and its effects are cancelled. Sending it another action then fails the
  /// test. (Features it presents itself dismiss through their own parent.)
  ///
  /// ```swift
  /// await store.send(.closeButtonTapped)
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool { core.isDismissed }

  /// The dependencies the feature runs with: set them in the initializer's `withDependencies`,
  /// or change them between steps.
  ///
  /// ```swift
  /// store.dependencies.uuid = .incrementing
  /// ```
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  /// Whether this store serializes async work on the main serial executor: `true` from the
  /// start, which is what makes its waits independent of timing.
  ///
  /// Set it to `false` for a test whose effects need real concurrency (work that must run in
  /// parallel to finish); the store then waits for effects by yielding and by its `timeout`, and
  /// its outcome can depend on scheduling. Setting it back to `true` serializes again.
  ///
  /// ```swift
  /// store.useMainSerialExecutor = false
  /// ```
  public var useMainSerialExecutor: Bool {
    get { serialExecutorHold.isTaken }
    set { serialExecutorHold.hold(newValue) }
  }

  var assertedState: State
  /// This store's hold on the main serial executor (see ``useMainSerialExecutor``).
  let serialExecutorHold = SerialExecutorHold()
  let core: TestCore<State, Action>
  /// Whether the store starts the stack ids of its dependency context over when it goes away:
  /// under XCTest, whose tests share that context.
  let restartsStackElementIDs: Bool
  /// Where end-of-test failures without a step of their own are reported: the initializer, then
  /// the last step written in the same file.
  var endLocation: CallSite

  /// Creates a test store for a feature.
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides of the dependencies the feature uses; the state and
  ///     the reducer are created with them too. Tests run in the `.test` context, where
  ///     dependencies that were not overridden report an issue when used.
  ///   - fileID: The file ID of the call site.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let (initialState, reducer, dependencies) = withDependencies(prepareDependencies) {
      (initialState(), reducer(), DependencyValues._current)
    }
    // Stack ids start at 0 in each test. A Swift Testing test has its own cache of defaults, so
    // its generator is new. XCTest tests share one cache, whose generator also numbers the stacks
    // a test builds before its store: the store starts it over when it goes away, at the end of
    // its test.
    self.restartsStackElementIDs = isTesting && TestIdentity.current == nil
    self.assertedState = initialState
    self.core = TestCore(initialState: initialState, reducer: reducer, dependencies: dependencies)
    self.timeout = 1_000_000_000
    self.endLocation = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // NB: not an `isolated deinit`: that one runs behind a task-local barrier, and issues must
  // reach the test that owns the store through its task-locals (Swift Testing's current test,
  // `withIssueReporters`, `withKnownIssue`). A test store is released on the main actor, by the
  // test that created it, so the checks run there, synchronously.
  deinit {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated {
        checkEndOfTest()
        core.cancelAll()
        if restartsStackElementIDs { core.dependencies.stackElementID.restart() }
      }
    } else {
      reportIssue(
        """
        A test store was released off the main actor, so the end-of-test checks (unasserted \
        actions, running effects) were not made. Keep test stores on the main actor.
        """,
        fileID: endLocation.fileID,
        filePath: endLocation.filePath,
        line: endLocation.line,
        column: endLocation.column
      )
    }
  }

  /// The exhaustive checks made when the store goes away: every received action asserted, every
  /// effect finished.
  private func checkEndOfTest() {
    let received = core.books.received
    if !received.isEmpty {
      report(TestStoreMessages.unexpectedActionsAtEnd(received.map(\.action)), at: endLocation)
    }
    for effect in core.books.inFlightEffects {
      report(TestStoreMessages.effectStillRunning, at: effect.location)
    }
    let tracker = core.sharedChangeTracker
    if tracker.hasChanges {
      let state = core.state
      tracker.assert {
        report(
          TestStoreMessages.unassertedSharedChanges(expected: state, actual: state), at: endLocation
        )
      }
      tracker.reset()
    }
  }

  /// Reports a finding as the exhaustivity says: a failure, a skipped assertion, or nothing.
  func report(
    _ message: String,
    exhaustivity override: Exhaustivity? = nil,
    at location: CallSite
  ) {
    switch override ?? exhaustivity {
    case .on:
      reportIssue(
        message,
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
      )
    case .off(showSkippedAssertions: true):
      SkippedAssertionReporting.report(
        TestStoreMessages.skipped(message),
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
      )
    case .off(showSkippedAssertions: false):
      break
    }
  }

  /// Reports a failure whatever the exhaustivity.
  func fail(_ message: String, at location: CallSite) {
    report(message, exhaustivity: .on, at: location)
  }

  /// Checks a step's state against the test's closure, and reports what is wrong.
  func checkState(
    previous: State,
    actual: State,
    update: ((inout State) throws -> Void)?,
    checksNoChange: Bool = true,
    nextStackElementID: StackElementID? = nil,
    at location: CallSite
  ) {
    // Shared values the step wrote are asserted as state is: the closure and the comparison
    // run with the tracker asserting, so they see and change what the test expects of each
    // value, and `==` compares that with what the value is. A non-exhaustive store starts from
    // the values as they are, asserting only what the closure says.
    let tracker = core.sharedChangeTracker
    let sharedValuesChanged = tracker.hasChanges
    if exhaustivity != .on { tracker.reset() }
    defer { tracker.reset() }
    // NB: the closure runs with the feature's dependencies, as in TCA, so that it can compute
    // what they produce (`@Dependency(\.date.now) var now` gives the test's date).
    var dependencies = core.reducingDependencies
    // The closure appends to stacks with a generator of its own, from the id the step started
    // at (a `send`'s, the one before its action): it gets the ids the reducer got, and the
    // store's sequence stays where the reducer left it.
    dependencies.stackElementID = StackElementIDGenerator(
      startingAt: (nextStackElementID ?? dependencies.stackElementID.peek()).generation
    )
    tracker.assert(&dependencies)
    tracker.assert {
      let findings = StateExpectation.check(
        previous: previous,
        actual: actual,
        exhaustivity: exhaustivity,
        update: update.map { [dependencies, exhaustivity] update in
          { state in
            try XCTModifyLocals.$isExhaustive.withValue(exhaustivity == .on) {
              try DependencyValues.$_current.withValue(dependencies) { try update(&state) }
            }
          }
        },
        // A write to a shared value is a change even when the states compare equal.
        checksNoChange: checksNoChange && !sharedValuesChanged
      )
      for (finding, severity) in findings {
        let message = TestStoreMessages.stateFinding(finding)
        switch severity {
        case .failure: fail(message, at: location)
        case .skipped:
          report(message, exhaustivity: .off(showSkippedAssertions: true), at: location)
        }
      }
    }
  }

  /// Remembers a step as the place for end-of-test failures, when it is in the store's file.
  func stepped(at location: CallSite) {
    if "\(location.filePath)" == "\(endLocation.filePath)" {
      endLocation = location
    }
  }

  /// The deadline of a wait that started now.
  func deadline(_ nanoseconds: UInt64?) -> ContinuousClock.Instant {
    ContinuousClock.now.advanced(by: .nanoseconds(Int64(clamping: nanoseconds ?? timeout)))
  }

  /// Lets the effects started so far run until they suspend.
  func settle() async {
    await EffectDriver.settle()
  }
}

/// A test store of reducer `R`'s domain: `TestStoreOf<Feature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
