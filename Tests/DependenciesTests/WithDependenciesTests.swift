import Dependencies
import Testing

@Suite struct WithDependenciesTests {
  @Test func theInnermostOverrideWins() {
    withDependencies {
      $0.number = 10
      $0.testOnly = "outer"
    } operation: {
      withDependencies {
        $0.number = 20
      } operation: {
        @Dependency(\.number) var number
        @Dependency(\.testOnly) var testOnly
        #expect(number == 20)
        #expect(testOnly == "outer")
      }
      @Dependency(\.number) var number
      #expect(number == 10)
    }
  }

  @Test func theUpdateStartsFromTheCurrentValues() {
    withDependencies {
      $0.number = 10
    } operation: {
      withDependencies {
        $0.number += 1
      } operation: {
        @Dependency(\.number) var number
        #expect(number == 11)
      }
    }
  }

  @Test func returnsAndRethrows() throws {
    struct Failure: Error {}
    let value = withDependencies {
      $0.number = 3
    } operation: { () -> Int in
      @Dependency(\.number) var number
      return number * 2
    }
    #expect(value == 6)
    #expect(throws: Failure.self) {
      try withDependencies { _ in
      } operation: {
        throw Failure()
      }
    }
  }

  @Test func asynchronousOperationsKeepTheOverridesAcrossSuspensions() async {
    let value = await withDependencies {
      $0.number = 12
    } operation: {
      await Task.yield()
      @Dependency(\.number) var number
      return number
    }
    #expect(value == 12)
  }

  @Test @MainActor func anAsynchronousOperationStaysOnTheCallersActor() async {
    await withDependencies {
      $0.number = 1
    } operation: {
      MainActor.assertIsolated()
      await Task.yield()
      MainActor.assertIsolated()
    }
  }

  @Test func fromAModelTakesItsDependencies() {
    let parent = withDependencies {
      $0.number = 50
      $0.testOnly = "parent"
    } operation: {
      ParentModel()
    }
    let child = withDependencies(from: parent) {
      $0.testOnly = "child"
    } operation: {
      ChildModel()
    }
    #expect(child.number == 50)
    #expect(child.testOnly == "child")
    let plain = withDependencies(from: parent) { ChildModel() }
    #expect(plain.testOnly == "parent")
  }

  @Test func fromAModelAsynchronously() async {
    let parent = withDependencies {
      $0.number = 60
    } operation: {
      ParentModel()
    }
    let number = await withDependencies(from: parent) { _ in
    } operation: {
      await Task.yield()
      @Dependency(\.number) var number
      return number
    }
    #expect(number == 60)
  }

  @Test func anObjectReturnedByWithDependenciesPassesItsDependenciesOn() async {
    let parent = withDependencies {
      $0.number = 70
    } operation: {
      PlainModel()
    }
    let number = withDependencies(from: parent) { () -> Int in
      @Dependency(\.number) var number
      return number
    }
    #expect(number == 70)
    let asyncParent = await withDependencies {
      $0.number = 71
    } operation: {
      await Task.yield()
      return PlainModel()
    }
    let child = await withDependencies(from: asyncParent) {
      await Task.yield()
      return ChildModel()
    }
    #expect(child.number == 71)
  }

  @Test func fromAModelAsynchronouslyWithoutChanges() async {
    let parent = withDependencies {
      $0.number = 61
    } operation: {
      ParentModel()
    }
    let number = await withDependencies(from: parent) { () async -> Int in
      await Task.yield()
      @Dependency(\.number) var number
      return number
    }
    #expect(number == 61)
  }

  @Test func fromAModelWithoutDependenciesWarns() {
    withKnownIssue {
      let number = withDependencies(from: NoDependencies()) { () -> Int in
        @Dependency(\.number) var number
        return number
      }
      #expect(number == 2)
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "'NoDependencies' has no dependencies to pass on")
    }
  }
}

private final class ParentModel {
  @Dependency(\.number) var number
}

private final class ChildModel {
  @Dependency(\.number) var number
  @Dependency(\.testOnly) var testOnly
}

private final class NoDependencies {}

private final class PlainModel: Sendable {}
