import Dependencies
import Testing

@testable import ComposableArchitecture

@Suite struct ContextInheritanceTests {
  let childPath = NavigationIDPath().appending(NavigationID(path: \Int.self, elementID: 1))

  /// The work of an effect created where this is called.
  private func runOperation() -> Effect<Never>.RunOperation {
    let effect = Effect<Never>.run { _ in }
    guard case .run(let run) = effect.operation else { fatalError("not a run effect") }
    return run
  }

  @Test func aTaskStartedWhereItsEffectWasCreatedInheritsItsContext() {
    var context = ContextInheritance()
    let inherits = context.inherits(runOperation())
    #expect(inherits)
  }

  @Test func aTaskDoesNotInheritDependenciesItsEffectWasCreatedUnder() {
    let overridden = withDependencies {
      $0.context = .preview
    } operation: {
      runOperation()
    }
    var context = ContextInheritance()
    let inheritsOverridden = context.inherits(overridden)
    #expect(!inheritsOverridden)
    let inherits = context.inherits(runOperation())
    #expect(inherits, "what was read is kept for the next one")
  }

  @Test func aTaskDoesNotInheritTheNavigationPathOfItsEffect() {
    let nested = NavigationIDPath.withPath(childPath) {
      runOperation()
    }
    var context = ContextInheritance()
    let inherits = context.inherits(nested)
    #expect(!inherits)
  }

  @Test func aTaskStartedUnderANavigationPathDoesNotInheritTheRoot() {
    let root = runOperation()
    NavigationIDPath.withPath(childPath) {
      var context = ContextInheritance()
      let inherits = context.inherits(root)
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
    var context = ContextInheritance(currentRevision: store.revision)
    let inherits = context.inherits(underStore)
    #expect(inherits)
  }
}
