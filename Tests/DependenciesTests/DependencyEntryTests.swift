import Dependencies
import DependenciesMacros
import Testing

/// A value whose copies can be told apart, for the entries below.
struct EntryValue: Sendable, Equatable {
  var name: String
}

extension DependencyValues {
  @DependencyEntry
  fileprivate var entryTestOnly = EntryValue(name: "test")

  @DependencyEntry(liveValue: EntryValue(name: "live"))
  fileprivate var entryLiveAndTest = EntryValue(name: "test")

  @DependencyEntry(liveValue: EntryValue(name: "live"), previewValue: EntryValue(name: "preview"))
  fileprivate var entryAll: EntryValue = EntryValue(name: "test")

  @DependencyEntry(liveValue: EntryValue(name: "live"))
  fileprivate var entryLiveOnly: EntryValue

  @DependencyEntry("PublicEntryKey")
  public var publicEntry: Int = 1

  @DependencyEntry
  package var packageEntry = [1, 2]

  @DependencyEntry
  fileprivate var entryCounter = FreshCounter()
}

@Suite struct DependencyEntryTests {
  @Test func theInitialValueIsTheTestValue() {
    @Dependency(\.entryTestOnly) var entryTestOnly
    @Dependency(\.entryAll) var entryAll
    @Dependency(\.publicEntry) var publicEntry
    @Dependency(\.packageEntry) var packageEntry
    #expect(entryTestOnly.name == "test")
    #expect(entryAll.name == "test")
    #expect(publicEntry == 1)
    #expect(packageEntry == [1, 2])
  }

  @Test func theLiveAndPreviewValuesAreUsedInTheirContexts() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.entryLiveAndTest) var entryLiveAndTest
      @Dependency(\.entryAll) var entryAll
      #expect(entryLiveAndTest.name == "live")
      #expect(entryAll.name == "live")
    }
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.entryAll) var entryAll
      @Dependency(\.entryLiveAndTest) var entryLiveAndTest
      #expect(entryAll.name == "preview")
      #expect(entryLiveAndTest.name == "live", "previews fall back on the live value")
    }
  }

  @Test func anEntryWithOnlyALiveValueReportsInTests() {
    withKnownIssue {
      @Dependency(\.entryLiveOnly) var entryLiveOnly
      #expect(entryLiveOnly.name == "live")
    } matching: { issue in
      DependenciesTests.issue(issue, contains: #"@Dependency(\.entryLiveOnly) has no test value"#)
    }
  }

  @Test func anEntryIsOverriddenLikeAnyDependency() {
    withDependencies {
      $0.entryTestOnly.name = "overridden"
      $0.publicEntry += 1
    } operation: {
      @Dependency(\.entryTestOnly) var entryTestOnly
      @Dependency(\.publicEntry) var publicEntry
      #expect(entryTestOnly.name == "overridden")
      #expect(publicEntry == 2)
    }
  }

  @Test func aNamedKeyCanBeUsedDirectly() {
    #expect(DependencyValues.PublicEntryKey.testValue == 1)
    @Dependency(DependencyValues.PublicEntryKey.self) var value
    #expect(value == 1)
  }

  @Test func eachDefaultIsMadeAnew() {
    @Dependency(\.entryCounter) var counter
    #expect(counter.increment() == 1)
    #expect(DependencyValues().entryCounter.increment() == 1)
    #expect(counter.increment() == 2)
  }
}
