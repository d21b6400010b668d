import ComposableArchitecture
import LessonFeatures
import Testing
import XCTest

/// The test store as a whole: the lessons' features tested exhaustively, and the end-of-test
/// checks.
@MainActor
@Suite struct TestStoreTests {
  // MARK: Lessons 000 and 002

  @Test func contadorIncrementsAndDecrements() async {
    let store = TestStore(initialState: Contador.State()) { Contador() }
    await store.send(.incrementar) { $0.cuenta = 1 }
    await store.send(.decrementar) { $0.cuenta = 0 }
  }

  @Test func aStoreLetsGoOfTheSerialExecutorWhenAskedAndStillReceives() async {
    let store = TestStore(initialState: Contador.State()) { Contador() }
    #expect(store.useMainSerialExecutor)
    #expect(isMainSerialExecutorInstalled, "a live test store serializes async work")
    store.useMainSerialExecutor = false
    #expect(!store.useMainSerialExecutor)
    await store.send(.pedirRespuesta) { $0.cargando = true }
    await store.receive(.respuestaRecibida, timeout: .seconds(5)) { $0.cargando = false }
    store.useMainSerialExecutor = true
    #expect(store.useMainSerialExecutor)
  }

  @Test func contadorEffectComesBackAsRespuestaRecibida() async {
    let store = TestStore(initialState: Contador.State()) { Contador() }
    await store.send(.pedirRespuesta) { $0.cargando = true }
    await store.receive(.respuestaRecibida) { $0.cargando = false }
  }

  @Test func panelSeesTheChildsUpdatedCount() async {
    let store = TestStore(initialState: Panel.State()) { Panel() }
    await store.send(.contador(.incrementar)) {
      $0.contador.cuenta = 1
      $0.historial = [1]
    }
    await store.send(.contador(.incrementar)) {
      $0.contador.cuenta = 2
      $0.historial = [1, 2]
    }
    await store.send(.contador(.decrementar)) {
      $0.contador.cuenta = 1
      $0.historial = [1, 2, 1]
    }
  }

  @Test func panelInvertidoSeesThePreviousCount() async {
    let store = TestStore(initialState: Panel.State()) { PanelInvertido() }
    await store.send(.contador(.incrementar)) {
      $0.contador.cuenta = 1
      $0.historial = [0]
    }
  }

  @Test func childEffectReentersAtTheRootAsContadorRespuestaRecibida() async {
    let store = TestStore(initialState: Panel.State(cargando: true)) { Panel() }
    await store.send(.contador(.pedirRespuesta)) {
      $0.contador.cargando = true
    }
    // The child's effect was mapped by the Scope: it comes back wrapped, and the whole body
    // runs again, so the parent's Reduce clears its own flag too.
    await store.receive(.contador(.respuestaRecibida)) {
      $0.contador.cargando = false
      $0.cargando = false
    }
  }

  @Test func childEffectReceivedByCaseKeyPath() async {
    let store = TestStore(initialState: Panel.State()) { Panel() }
    await store.send(\.contador.pedirRespuesta) {
      $0.contador.cargando = true
    }
    await store.receive(\.contador.respuestaRecibida) {
      $0.contador.cargando = false
    }
  }

  @Test func twoReducersInOneScopeRunInOrder() async {
    let store = TestStoreOf<Panel>(initialState: Panel.State()) {
      Scope(state: \.contador, action: \.contador) {
        Contador()
        Analitica()
      }
    }
    await store.send(.contador(.incrementar)) { $0.contador.cuenta = 10 }
  }

  // MARK: State and end of test

  @Test func stateFollowsTheAssertedSteps() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.fetch) { $0.isLoading = true }
    // The response has arrived, but is not asserted yet: `state` is as of the last step.
    #expect(store.state == Counter.State(count: 0, isLoading: true))
    await store.receive(.response(42)) {
      $0.isLoading = false
      $0.count = 42
    }
    #expect(store.state.count == 42)
    #expect(!store.isDismissed)
  }

  // MARK: Assertion closures

  @Test func stateInsideTheSendClosureIsTheStateBeforeTheAction() async {
    let store = TestStore(initialState: Counter.State(count: 5)) { Counter() }
    var seen: Int?
    await store.send(.increment) {
      seen = store.state.count
      $0.count = 6
    }
    #expect(seen == 5)
    #expect(store.state.count == 6)
  }

  @Test func stateInsideTheReceiveClosureIsTheStateBeforeTheAction() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.fetch) { $0.isLoading = true }
    var seen: Counter.State?
    await store.receive(.response(42)) {
      seen = store.state
      $0.isLoading = false
      $0.count = 42
    }
    #expect(seen == Counter.State(count: 0, isLoading: true))
  }

  @Test func assertionClosuresReadTheStoresDependencies() async {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.date = .constant(date)
    }
    await store.send(.stamp) {
      @Dependency(\.date.now) var now
      $0.stampedAt = now
    }
    store.dependencies.date = .constant(date.addingTimeInterval(60))
    await store.send(.stamp) {
      @Dependency(\.date.now) var now
      $0.stampedAt = now
    }
    #expect(store.state.stampedAt == date.addingTimeInterval(60))
  }

  @Test func aThrownErrorOfALocalTypeIsNamedWithoutItsContext() async {
    final class LocalError: Error {}
    let messages = await recordedIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { _ in throw LocalError() }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Threw error: ComposableArchitectureTests.") == true)
    #expect(messages.first?.hasSuffix(".LocalError") == true)
    #expect(messages.first?.contains("unknown context") == false)
  }

  // MARK: Dismissal

  @Test func aRootDismissalCancelsTheStoresEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.close)
    #expect(store.isDismissed)
    // The timer was cancelled with the dismissal: no tick to assert, nothing left running.
    await clock.advance(by: .seconds(5))
  }

  @Test func sendingToADismissedStoreFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.close)
    await withKnownIssue {
      await store.send(.increment)
    } matching: { issue in
      issue.firstLine == "Can't send action to dismissed test store."
    }
    #expect(store.state.count == 0, "the action was not sent")
  }

  @Test func aDismissSetByTheTestStillRunsAndTheStoreIsDismissed() async {
    let calls = LockIsolated(0)
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.dismiss = DismissEffect { calls.withValue { $0 += 1 } }
    }
    await store.send(.close)
    #expect(calls.value == 1)
    #expect(store.isDismissed)
  }

  // MARK: End of test

  @Test func unassertedReceivedActionsFailAtTheEnd() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.fetch) { $0.isLoading = true }
    } matching: { issue in
      issue.mentions("The store received 1 unexpected action.")
        && issue.mentions(".response(42)")
    }
  }

  @Test func runningEffectsFailAtTheEndAtTheLineThatStartedThem() async {
    let clock = TestClock()
    let line = #line + 3
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
      await store.send(.startTimer)
    } matching: { issue in
      issue.mentions(
        "An effect returned for this action is still running. It must complete before the end "
          + "of the test."
      ) && issue.sourceLocation?.line == line
    }
  }

  @Test func aFinishedTestReportsNothing() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
    await store.send(.startTimer)
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.tick) { $0.ticks = 2 }
    await store.send(.stopTimer)
  }

  // MARK: State compared with `==`

  @Test func aStateHoldingNaNDoesNotMatchTheExpectedNaN() async {
    let messages = await recordedIssues {
      let store = TestStore(initialState: Readings.State()) { Readings() }
      await store.send(.record(.nan)) { $0.latest = .nan }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("A state change does not match expectation.") == true)
  }

  @Test func aNaNRowNeitherSideWroteStillFailsTheComparison() async {
    // The action and the expectation each write row 1 of their own copy; row 0 is the same
    // `.nan` on both sides, and `.nan != .nan`, so the states differ, as TCA's do.
    let initial = Readings.State(readings: [
      Readings.Reading(id: 0, value: .nan), Readings.Reading(id: 1, value: 1),
    ])
    let messages = await recordedIssues {
      let store = TestStore(initialState: initial) { Readings() }
      await store.send(.correct(id: 1, value: 2)) { $0.readings[id: 1]?.value = 2 }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("A state change does not match expectation.") == true)
    // The diff shows the row whose `==` failed.
    #expect(messages.first?.contains("value: nan") == true)
  }

  @Test func aStateWhoseNaNIsInAnUntouchedArrayStillMatches() async {
    // As in TCA: two copies of one array buffer are equal without comparing elements.
    let initial = Readings.State(readings: [Readings.Reading(id: 0, value: .nan)])
    let store = TestStore(initialState: initial) { Readings() }
    await store.send(.record(1)) { $0.latest = 1 }
  }
}

/// The same end-of-test checks under XCTest, whose failures are read through a reporter.
final class TestStoreXCTests: XCTestCase {
  /// `uncheckedUseMainSerialExecutor` is a plain flag, as upstream's: it reads back what was
  /// set, a test store sets it for its lifetime and puts it back, whoever else holds the
  /// serial executor.
  @MainActor
  func testTheSerialExecutorFlagReadsBackWhatWasSetWhileAnotherStoreHoldsIt() {
    let other = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    uncheckedUseMainSerialExecutor = false
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    var store: TestStore? = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    uncheckedUseMainSerialExecutor = true
    store = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    store = nil
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    uncheckedUseMainSerialExecutor = false
    XCTAssertTrue(other.useMainSerialExecutor, "the other store still serialises its effects")
    _ = store
  }

  @MainActor
  func testLessonFeaturesPassExhaustively() async {
    let store = TestStore(initialState: Panel.State()) { Panel() }
    await store.send(.contador(.pedirRespuesta)) { $0.contador.cargando = true }
    await store.receive(.contador(.respuestaRecibida)) { $0.contador.cargando = false }
  }

  @MainActor
  func testUnassertedReceivedActionsFailAtTheEnd() async {
    let issues = IssueCollector()
    await withIssueReporters([issues]) {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.fetch) { $0.isLoading = true }
    }
    XCTAssertTrue(
      issues.reportedOnce("The store received 1 unexpected action."), "\(issues.messages.value)")
  }

  @MainActor
  func testRunningEffectsFailAtTheEnd() async {
    let issues = IssueCollector()
    let clock = TestClock()
    await withIssueReporters([issues]) {
      let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
      await store.send(.startTimer)
    }
    XCTAssertTrue(
      issues.reportedOnce("An effect returned for this action is still running."),
      "\(issues.messages.value)"
    )
  }
}
