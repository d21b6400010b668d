import Foundation
import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct TestStoreDependenciesTests {
  typealias Stamper = DependencyKeyWritingReducerTests.Stamper

  @Test func theFeatureRunsWithTheTestsDependencies() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.stamp) { $0.ids = [UUID(0)] }
    await store.send(.stamp) { $0.ids = [UUID(0), UUID(1)] }
  }

  @Test func dependenciesCanChangeBetweenSteps() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.uuid = .constant(UUID(1))
    }
    await store.send(.stamp) { $0.ids = [UUID(1)] }
    store.dependencies.uuid = .constant(UUID(2))
    await store.send(.stampLater)
    await store.receive(.stamped(UUID(2))) { $0.ids = [UUID(1), UUID(2)] }
  }

  @Test func anUnoverriddenDependencyReportsInTests() async {
    let store = TestStore(initialState: Stamper.State()) { Stamper() }
    await withKnownIssue {
      await store.send(.stamp) { $0.ids = [UUID(0)] }
    } matching: { issue in
      issue.reportedText.contains("uuid")
    }
  }
}
