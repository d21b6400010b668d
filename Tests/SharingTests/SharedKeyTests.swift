import Dependencies
import Observation
import Sharing
import Synchronization
import Testing

/// A key persisting an `Int` in a store the test controls: it can fail loads and saves, and
/// push outside changes to its subscribers.
final class IntStore: Sendable {
  struct Failure: Error, Equatable {}

  let values = Mutex<[String: Int]>([:])
  let saves = Mutex<[Int]>([])
  let failsLoading = Mutex(false)
  let failsSaving = Mutex(false)
  let subscribers = Mutex<[String: SharedSubscriber<Int>]>([:])

  func push(_ value: Int, forKey name: String) {
    values.withLock { $0[name] = value }
    subscribers.withLock { $0[name] }?.yield(value)
  }
}

struct IntStoreKey: SharedKey {
  let name: String
  let store: IntStore
  var id: String { name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if store.failsLoading.withLock({ $0 }) {
      return continuation.resume(throwing: IntStore.Failure())
    }
    if let value = store.values.withLock({ $0[name] }) {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    store.subscribers.withLock { $0[name] = subscriber }
    return SharedSubscription { [store, name] in
      store.subscribers.withLock { $0[name] = nil }
    }
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    if store.failsSaving.withLock({ $0 }) {
      return continuation.resume(throwing: IntStore.Failure())
    }
    store.values.withLock { $0[name] = value }
    store.saves.withLock { $0.append(value) }
    continuation.resume()
  }
}

@Suite struct SharedKeyTests {
  let store = IntStore()

  @Test func loadsTheStoredValueOverTheDefault() {
    store.values.withLock { $0["count"] = 5 }
    @Shared(IntStoreKey(name: "count", store: store)) var count = 0
    #expect(count == 5)
  }

  @Test func keepsTheDefaultWhenTheKeyHasNone() {
    @Shared(IntStoreKey(name: "count", store: store)) var count = 3
    #expect(count == 3)
  }

  @Test func savesEveryWriteInOrder() {
    @Shared(IntStoreKey(name: "count", store: store)) var count = 0
    $count.withLock { $0 += 1 }
    $count.withLock { $0 += 1 }
    #expect(store.saves.withLock { $0 } == [1, 2])
    #expect(store.values.withLock { $0["count"] } == 2)
  }

  @Test func referencesWithTheSameKeyShareOneValue() {
    @Shared(IntStoreKey(name: "count", store: store)) var count = 0
    @Shared(IntStoreKey(name: "count", store: store)) var again = 0
    $count.withLock { $0 = 9 }
    #expect(again == 9)
  }

  @Test func subscriberPushesOutsideChanges() {
    @Shared(IntStoreKey(name: "count", store: store)) var count = 0
    store.push(42, forKey: "count")
    #expect(count == 42)
    #expect(store.saves.withLock { $0 }.isEmpty)
  }

  @Test func subscriptionIsCancelledWhenTheLastReferenceGoes() {
    do {
      @Shared(IntStoreKey(name: "count", store: store)) var count = 0
      #expect(store.subscribers.withLock { $0["count"] } != nil)
      _ = count
    }
    #expect(store.subscribers.withLock { $0["count"] } == nil)
  }

  @Test func loadErrorKeepsTheValueUntilALoadSucceeds() async throws {
    @Shared(IntStoreKey(name: "count", store: store)) var count = 1
    store.failsLoading.withLock { $0 = true }
    await #expect(throws: IntStore.Failure.self) { try await $count.load() }
    #expect($count.loadError is IntStore.Failure)
    #expect(count == 1)
    #expect(!$count.isLoading)
    store.failsLoading.withLock { $0 = false }
    store.values.withLock { $0["count"] = 8 }
    try await $count.load()
    #expect($count.loadError == nil)
    #expect(count == 8)
  }

  @Test func saveErrorIsReportedAndClearedBySuccess() async throws {
    @Shared(IntStoreKey(name: "count", store: store)) var count = 1
    store.failsSaving.withLock { $0 = true }
    $count.withLock { $0 = 2 }
    #expect($count.saveError is IntStore.Failure)
    await #expect(throws: IntStore.Failure.self) { try await $count.save() }
    store.failsSaving.withLock { $0 = false }
    try await $count.save()
    #expect($count.saveError == nil)
    #expect(store.values.withLock { $0["count"] } == 2)
  }

  @Test func requireThrowsWithoutAStoredValue() async throws {
    await #expect(throws: (any Error).self) {
      _ = try await Shared(require: IntStoreKey(name: "missing", store: store))
    }
    store.values.withLock { $0["present"] = 4 }
    let present = try await Shared(require: IntStoreKey(name: "present", store: store))
    #expect(present.wrappedValue == 4)
  }

  @Test func optionalValueDefaultsToNil() {
    @Shared(OptionalKey()) var name: String?
    #expect(name == nil)
    $name.withLock { $0 = "Blob" }
    #expect(name == "Blob")
  }

  @Test func descriptionNamesTheKey() {
    let count = Shared(wrappedValue: 0, IntStoreKey(name: "count", store: store))
    #expect(count.description.hasPrefix("Shared<Int>(IntStoreKey("))
  }

  @Test func loadingAKeyMovesEveryCopyToIt() async throws {
    store.values.withLock { $0["count"] = 5 }
    let count = Shared(value: 1)
    let copy = count
    try await count.load(IntStoreKey(name: "count", store: store))
    #expect(count.wrappedValue == 5)
    #expect(copy.wrappedValue == 5)
    copy.withLock { $0 = 6 }
    #expect(store.saves.withLock { $0 }.last == 6)
    #expect(count.description.hasPrefix("Shared<Int>(IntStoreKey("))
  }

  @Test func loadingAKeyWithNoValueKeepsTheCurrentOne() async throws {
    let count = Shared(value: 3)
    try await count.load(IntStoreKey(name: "empty", store: store))
    #expect(count.wrappedValue == 3)
    count.withLock { $0 += 1 }
    #expect(store.saves.withLock { $0 }.last == 4)
  }

  @Test func loadingAKeyJoinsTheReferencesAlreadyOnIt() async throws {
    @Shared(IntStoreKey(name: "count", store: store)) var existing = 8
    let count = Shared(value: 0)
    try await count.load(IntStoreKey(name: "count", store: store))
    #expect(count.wrappedValue == 8)
    count.withLock { $0 = 9 }
    #expect(existing == 9)
  }

  @Test func loadingAKeyWakesObserversOfTheOldValue() async throws {
    let count = Shared(value: 0)
    let woken = Mutex(false)
    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      woken.withLock { $0 = true }
    }
    try await count.load(IntStoreKey(name: "count", store: store))
    #expect(woken.withLock { $0 })
  }

  @Test func aFailedLoadOfAKeyIsThrownAndKept() async throws {
    store.failsLoading.withLock { $0 = true }
    let count = Shared(value: 2)
    await #expect(throws: IntStore.Failure.self) {
      try await count.load(IntStoreKey(name: "count", store: store))
    }
    #expect(count.wrappedValue == 2)
    #expect(count.loadError is IntStore.Failure)
  }
}

/// A key that keeps nothing: every reference starts from its default.
struct OptionalKey: SharedKey, Hashable {
  func load(context: LoadContext<String?>, continuation: LoadContinuation<String?>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(
    context: LoadContext<String?>, subscriber: SharedSubscriber<String?>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: String?, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}
