import Observation
import Sharing
import Synchronization
import Testing

/// Observation of shared values: who a write wakes.
@Suite struct SharedStorageTests {
  struct Settings: Equatable, Sendable {
    var theme = "light"
    var fontSize = 12
    var tags: [String] = []
  }

  /// Whether a change was announced to what `read` read.
  final class Tracked: Sendable {
    private let changed = Mutex(false)
    var didChange: Bool { changed.withLock { $0 } }

    init(_ read: () -> Void) {
      withObservationTracking(read) { self.changed.withLock { $0 = true } }
    }
  }

  @Test func readingTheValueObservesEveryWrite() {
    let count = Shared(value: 0)
    let tracked = Tracked { _ = count.wrappedValue }
    count.withLock { $0 += 1 }
    #expect(tracked.didChange)
  }

  @Test func aWriteThroughACopyWakesReadersOfTheOriginal() {
    let count = Shared(value: 0)
    let copy = count
    let tracked = Tracked { _ = count.wrappedValue }
    copy.withLock { $0 += 1 }
    #expect(tracked.didChange)
  }

  @Test func aWriteFromAnotherTaskWakesReaders() async {
    let count = Shared(value: 0)
    let tracked = Tracked { _ = count.wrappedValue }
    await Task.detached { count.withLock { $0 += 1 } }.value
    #expect(tracked.didChange)
  }

  @Test func anotherSharedValueDoesNotWakeReaders() {
    let count = Shared(value: 0)
    let other = Shared(value: 0)
    let tracked = Tracked { _ = count.wrappedValue }
    other.withLock { $0 += 1 }
    #expect(!tracked.didChange)
  }

  @Test func aSiblingFieldsWriteDoesNotWakeAFieldsReader() {
    let settings = Shared(value: Settings())
    let fontSize = Tracked { _ = settings.fontSize.wrappedValue }
    let theme = Tracked { _ = settings.theme.wrappedValue }
    settings.theme.withLock { $0 = "dark" }
    #expect(theme.didChange)
    #expect(!fontSize.didChange)
  }

  @Test func aWholeValueWriteWakesOnlyTheFieldsItChanged() {
    let settings = Shared(value: Settings())
    let fontSize = Tracked { _ = settings.fontSize.wrappedValue }
    let theme = Tracked { _ = settings.theme.wrappedValue }
    settings.withLock { $0.fontSize = 14 }
    #expect(fontSize.didChange)
    #expect(!theme.didChange)
  }

  @Test func aFieldsWriteWakesReadersOfTheWholeValue() {
    let settings = Shared(value: Settings())
    let whole = Tracked { _ = settings.wrappedValue }
    settings.theme.withLock { $0 = "dark" }
    #expect(whole.didChange)
  }

  @Test func aWriteOfTheSameValueDoesNotWakeAFieldsReader() {
    let settings = Shared(value: Settings())
    let theme = Tracked { _ = settings.theme.wrappedValue }
    settings.theme.withLock { $0 = "light" }
    #expect(!theme.didChange)
  }

  @Test func nestedProjectionsAreTrackedByTheirFullPath() {
    let settings = Shared(value: Settings(tags: ["a"]))
    let tagCount = Tracked { _ = settings.tags.count.wrappedValue }
    settings.tags.withLock { $0[0] = "b" }
    #expect(!tagCount.didChange)
    settings.tags.withLock { $0.append("c") }
    #expect(tagCount.didChange)
  }

  @Test func readersOfAReaderAreWokenByWrites() {
    let settings = Shared(value: Settings())
    let reader = SharedReader(settings)
    let tracked = Tracked { _ = reader.theme.wrappedValue }
    settings.theme.withLock { $0 = "dark" }
    #expect(tracked.didChange)
  }

  @Test func loadingStatusIsObservable() async throws {
    let store = IntStore()
    @Shared(IntStoreKey(name: "count", store: store)) var count = 0
    let tracked = Tracked { _ = $count.loadError }
    store.failsLoading.withLock { $0 = true }
    try? await $count.load()
    #expect(tracked.didChange)
  }

  @Test func aSuccessfulSaveDoesNotWakeStatusObservers() {
    let store = IntStore()
    @Shared(IntStoreKey(name: "count", store: store)) var count = 0
    let tracked = Tracked { _ = $count.saveError }
    $count.withLock { $0 += 1 }
    #expect(!tracked.didChange)
  }
}
