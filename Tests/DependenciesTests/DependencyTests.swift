import Dependencies
import Testing

@Suite struct DependencyTests {
  @Test func readsByKeyPathAndByKeyType() {
    @Dependency(\.number) var byKeyPath
    @Dependency(NumberKey.self) var byKey
    #expect(byKeyPath == 2)
    #expect(byKey == 2)
  }

  @Test func keepsTheOverridesInEffectWhereItWasCreated() {
    let model = withDependencies {
      $0.number = 10
    } operation: {
      Model()
    }
    #expect(model.number == 10)
  }

  @Test func anOverrideAroundTheReadWinsOverTheCapturedOne() {
    let model = withDependencies {
      $0.number = 10
      $0.testOnly = "captured"
    } operation: {
      Model()
    }
    withDependencies {
      $0.number = 20
    } operation: {
      #expect(model.number == 20)
      // A key set only where the model was created keeps that value.
      #expect(model.testOnly == "captured")
    }
    #expect(model.number == 10)
  }

  @Test func aKeyTypeDependencyFollowsTheSameRules() {
    let model = withDependencies {
      $0.number = 10
    } operation: {
      Model()
    }
    #expect(model.numberByKey == 10)
    withDependencies {
      $0.number = 30
    } operation: {
      #expect(model.numberByKey == 30)
    }
  }

  @Test func aContextCapturedAtCreationChoosesTheDefault() {
    let model = withDependencies {
      $0.context = .preview
    } operation: {
      Model()
    }
    #expect(model.number == 3)
  }

  @Test func reachesTasksChildTasksAndAsyncLets() async {
    await withDependencies {
      $0.number = 5
    } operation: {
      @Dependency(\.number) var number
      #expect(await Task { number }.value == 5)
      #expect(
        await Task {
          @Dependency(\.number) var inner
          return inner
        }.value == 5)
      async let child = { @Sendable () -> Int in
        @Dependency(\.number) var inner
        return inner
      }()
      #expect(await child == 5)
      let fromGroup = await withTaskGroup(of: Int.self) { group in
        group.addTask {
          @Dependency(\.number) var inner
          return inner
        }
        return await group.next() ?? 0
      }
      #expect(fromGroup == 5)
    }
  }

  @Test func aDetachedTaskKeepsOnlyWhatTheWrapperCaptured() async {
    let detached = await withDependencies {
      $0.number = 5
    } operation: {
      @Dependency(\.number) var captured
      return await Task.detached {
        @Dependency(\.number) var fresh
        return (captured, fresh)
      }.value
    }
    #expect(detached.0 == 5)
    #expect(detached.1 == 2)
  }

  @Test func concurrentOverridesOfOneKeyStayApart() async {
    let (firstSet, firstSetContinuation) = AsyncStream<Void>.makeStream()
    let (secondSet, secondSetContinuation) = AsyncStream<Void>.makeStream()
    async let first: Int = withDependencies {
      $0.number = 100
    } operation: {
      firstSetContinuation.yield()
      for await _ in secondSet { break }
      @Dependency(\.number) var number
      return number
    }
    async let second: Int = {
      for await _ in firstSet { break }
      return withDependencies {
        $0.number = 200
      } operation: {
        secondSetContinuation.yield()
        @Dependency(\.number) var number
        return number
      }
    }()
    #expect(await first == 100)
    #expect(await second == 200)
  }
}

private struct Model {
  @Dependency(\.number) var number
  @Dependency(NumberKey.self) var numberByKey
  @Dependency(\.testOnly) var testOnly
}
