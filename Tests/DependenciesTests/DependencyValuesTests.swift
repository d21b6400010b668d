import Dependencies
import PlainPaths
import Testing

@Suite struct DependencyValuesTests {
  @Test func aDefaultIsMadeOncePerTest() {
    @Dependency(\.counted) var counted
    #expect(counted == 7)
    #expect(counted == 7)
    #expect(CountedKey.made.value == 1)
  }

  @Test func newValuesMakeTheirOwnDefaults() {
    let outer = DependencyValues._current.freshCounter
    #expect(outer.increment() == 1)
    #expect(DependencyValues._current.freshCounter.increment() == 2)
    #expect(DependencyValues().freshCounter.increment() == 1)
  }

  @Test func replacingTheValuesWholesaleStartsWithFreshDefaults() {
    @Dependency(\.freshCounter) var counter
    #expect(counter.increment() == 1)
    withDependencies {
      $0.number = 3
      $0 = DependencyValues()
    } operation: {
      @Dependency(\.freshCounter) var inner
      @Dependency(\.number) var number
      #expect(inner.increment() == 1)
      #expect(inner.increment() == 2)
      #expect(number == 2, "the override made before the replacement is gone")
    }
    #expect(counter.increment() == 2)
  }

  @Test func freshValuesInConcurrentTasksShareNothing() async {
    let counts = await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<200 {
        group.addTask {
          withDependencies {
            $0 = DependencyValues()
          } operation: {
            @Dependency(\.freshCounter) var counter
            // The shared outer defaults are read concurrently too.
            _ = DependencyValues._current.number
            return [counter.increment(), counter.increment()]
          }
        }
      }
      var all: [[Int]] = []
      for await counts in group { all.append(counts) }
      return all
    }
    #expect(counts.count == 200)
    #expect(counts.allSatisfy { $0 == [1, 2] })
  }

  @Test func aDefaultReadByManyTasksAtOnceIsMadeOnce() async {
    for _ in 1...200 {
      let made = LockIsolated(0)
      await withDependencies {
        $0 = .test
        $0[MakeCount.self] = made
      } operation: {
        await withTaskGroup(of: Void.self) { group in
          for _ in 1...50 {
            group.addTask {
              @Dependency(CountingMakes.self) var value
              _ = value
            }
          }
        }
      }
      #expect(made.value == 1)
      if made.value != 1 { break }
    }
  }

  @Test func aTestValueReadInTheLiveContextIsCachedAndEachReadReported() {
    let reported = LockIsolated(0)
    withKnownIssue {
      withDependencies {
        $0 = .live
      } operation: {
        @Dependency(\.freshCounter) var counter
        #expect(counter.increment() == 1)
        #expect(counter.increment() == 2, "one test value, made once")
      }
    } matching: { issue in
      reported.withValue { $0 += 1 }
      return DependenciesTests.issue(
        issue, contains: #"@Dependency(\.freshCounter) has no live value"#)
    }
    #expect(reported.value == 2)
  }

  @Test func aTestValueReadInALiveUpdateIsTheOneReadAfterIt() {
    withDependencies {
      $0 = .live
    } operation: {
      withKnownIssue {
        withDependencies {
          // Reading it here, to change it, is no mistake; the value read is cached.
          _ = $0.freshCounter.increment()
          @Dependency(\.freshCounter) var counter
          #expect(counter.increment() == 2)
        } operation: {
          @Dependency(\.freshCounter) var counter
          #expect(counter.increment() == 3)
        }
      } matching: { issue in
        DependenciesTests.issue(issue, contains: #"@Dependency(\.freshCounter) has no live value"#)
      }
    }
  }

  @Test func readingATestValueInTheLiveContextToChangeItIsNoIssue() {
    withDependencies {
      $0 = .live
      $0.testOnly += " changed"
    } operation: {
      @Dependency(\.testOnly) var testOnly
      #expect(testOnly == "test changed")
    }
  }

  @Test func aDefaultMayReadOtherDependencies() {
    withDependencies {
      $0.number = 4
    } operation: {
      @Dependency(\.derived) var derived
      #expect(derived == 40)
    }
  }

  @Test func setValuesAreReadBack() {
    var values = DependencyValues()
    values.number = 9
    values.testOnly = "set"
    #expect(values.number == 9)
    #expect(values.testOnly == "set")
    #expect(DependencyValues().number == 2)
  }

  @Test func copiesShareOverridesUntilOneChanges() {
    var values = DependencyValues()
    values.number = 9
    var copy = values
    #expect(copy.hasSameOverrides(as: values))
    copy.number = 9
    #expect(!copy.hasSameOverrides(as: values), "a write is a new set of overrides, even if equal")
    #expect(!DependencyValues().hasSameOverrides(as: values))
    #expect(
      !DependencyValues().hasSameOverrides(as: DependencyValues()),
      "empty, but with defaults of their own"
    )
  }

  @Test func theCurrentValuesAreTaskLocal() async {
    #expect(DependencyValues._current.number == 2)
    await withDependencies {
      $0.number = 8
    } operation: {
      #expect(DependencyValues._current.number == 8)
      #expect(await Task { DependencyValues._current.number }.value == 8)
    }
    #expect(DependencyValues._current.number == 2)
  }

  /// Only a `withDependencies` that changes a value counts as an override: stores rely on it to
  /// skip reading the current values until the first one. Run in a process of its own, where
  /// none was made yet.
  @Test(
    .enabled(
      if: !PlainPaths.isCompiledOut(.dependencyBinding),
      "the fast path itself: its plain twin counts every scope as an override"))
  func onlyAChangeCountsAsAnOverride() async {
    await #expect(processExitsWith: .success) {
      let atStart = DependencyValues.mayBeOverridden
      withDependencies { _ in
      } operation: {
      }
      let afterNoChange = DependencyValues.mayBeOverridden
      withDependencies {
        $0.uuid = .incrementing
      } operation: {
      }
      let afterChange = DependencyValues.mayBeOverridden
      if atStart || afterNoChange || !afterChange {
        fatalError("\(atStart) \(afterNoChange) \(afterChange)")
      }
    }
  }

  /// `current`, which skips the task-local lookup until the first override, reads the values a
  /// `withDependencies` made current from then on. Run in a process of its own, where none was
  /// made yet.
  @Test func theCurrentValuesReadWithoutALookupAreTheTaskLocalOnes() async {
    await #expect(processExitsWith: .success) {
      let before = DependencyValues.current.revision == DependencyValues._current.revision
      let (inside, number) = withDependencies {
        $0.number = 8
      } operation: {
        (
          DependencyValues.current.revision == DependencyValues._current.revision,
          DependencyValues.current.number
        )
      }
      let after = DependencyValues.current.revision == DependencyValues._current.revision
      if !before || !inside || number != 8 || !after {
        fatalError("\(before) \(inside) \(number) \(after)")
      }
    }
  }
}

/// Counts how many times it is made, in the ``MakeCount`` of the values it is made for.
private struct CountingMakes: TestDependencyKey, Sendable {
  static var testValue: CountingMakes {
    @Dependency(MakeCount.self) var count
    count.withValue { $0 += 1 }
    return CountingMakes()
  }
}

private enum MakeCount: TestDependencyKey {
  static var testValue: LockIsolated<Int> { LockIsolated(0) }
}
