import Dependencies
import Testing

@testable import ComposableArchitecture

@Suite struct StartedTasksTests {
  @Test func noTaskCombinesToNothing() {
    let tasks = StartedTasks()
    #expect(tasks.isEmpty)
    #expect(tasks.all.isEmpty)
    #expect(tasks.combined == nil)
  }

  @Test func oneTaskIsItsOwnCombination() {
    var tasks = StartedTasks()
    let task = Task {}
    tasks.append(task)
    #expect(tasks.all == [task])
    #expect(tasks.combined == task)
  }

  @Test func severalTasksCombineIntoOneThatWaitsForAndCancelsThemAll() async {
    var tasks = StartedTasks()
    let (stream, _) = AsyncStream<Never>.makeStream()
    let first = Task { for await _ in stream {} }
    let second = Task { for await _ in stream {} }
    tasks.append(first)
    tasks.append(second)
    #expect(tasks.all == [first, second])
    let combined = tasks.combined
    #expect(combined != first && combined != second)
    combined?.cancel()
    await combined?.value
    #expect(first.isCancelled && second.isCancelled)
  }

  /// The work of an effect created where this is called.
  private func runOperation() -> Effect<Never>.RunOperation {
    let effect = Effect<Never>.run { _ in }
    guard case .run(let run) = effect.operation else { fatalError("not a run effect") }
    return run
  }

  @Test func aTaskStartedWhereItsEffectWasCreatedInheritsItsContext() {
    var tasks = StartedTasks()
    let inherits = tasks.inheritsContext(of: runOperation())
    #expect(inherits)
  }

  @Test func aTaskDoesNotInheritDependenciesItsEffectWasCreatedUnder() {
    let overridden = withDependencies {
      $0.context = .preview
    } operation: {
      runOperation()
    }
    var tasks = StartedTasks()
    let inheritsOverridden = tasks.inheritsContext(of: overridden)
    #expect(!inheritsOverridden)
    let inherits = tasks.inheritsContext(of: runOperation())
    #expect(inherits, "what was read is kept for the next one")
  }

  @Test func aTaskDoesNotInheritTheNavigationPathOfItsEffect() {
    let nested = NavigationIDPath.$current.withValue(NavigationIDPath().appending(1)) {
      runOperation()
    }
    var tasks = StartedTasks()
    let inherits = tasks.inheritsContext(of: nested)
    #expect(!inherits)
  }

  @Test func aTaskStartedUnderANavigationPathDoesNotInheritTheRoot() {
    let root = runOperation()
    NavigationIDPath.$current.withValue(NavigationIDPath().appending(1)) {
      var tasks = StartedTasks()
      let inherits = tasks.inheritsContext(of: root)
      #expect(!inherits)
    }
  }

  @Test func theDependenciesTheCallerNamesAreTakenAsCurrent() {
    let store = withDependencies {
      $0.context = .preview
    } operation: {
      DependencyValues._current
    }
    let underStore = DependencyValues.$_current.withValue(store) { runOperation() }
    var tasks = StartedTasks(currentDependencies: store)
    let inherits = tasks.inheritsContext(of: underStore)
    #expect(inherits)
  }
}
