import Sharing
import Testing

@Suite struct SharedReaderKeyTests {
  let store = IntStore()

  @Test func readerLoadsAndFollowsTheKey() {
    store.values.withLock { $0["flag"] = 1 }
    @SharedReader(ReadOnlyIntKey(name: "flag", store: store)) var flag = 0
    #expect(flag == 1)
    store.push(2, forKey: "flag")
    #expect(flag == 2)
  }

  @Test func readerAndSharedWithTheSameKeyShareOneValue() {
    @SharedReader(IntStoreKey(name: "count", store: store)) var reader = 0
    @Shared(IntStoreKey(name: "count", store: store)) var count = 0
    $count.withLock { $0 = 3 }
    #expect(reader == 3)
    #expect(store.saves.withLock { $0 } == [3])
  }

  @Test func readerLoadErrorAndReload() async throws {
    @SharedReader(ReadOnlyIntKey(name: "flag", store: store)) var flag = 0
    store.failsLoading.withLock { $0 = true }
    await #expect(throws: IntStore.Failure.self) { try await $flag.load() }
    #expect($flag.loadError != nil)
    store.failsLoading.withLock { $0 = false }
    store.values.withLock { $0["flag"] = 6 }
    try await $flag.load()
    #expect(flag == 6)
    #expect($flag.loadError == nil)
  }

  @Test func loadContextCarriesTheInitialValue() {
    #expect(LoadContext.initialValue(3).initialValue == 3)
    #expect(LoadContext<Int>.userInitiated.initialValue == nil)
  }

  @Test func loadingAKeyMovesEveryCopyToIt() async throws {
    let store = IntStore()
    store.values.withLock { $0["count"] = 5 }
    let reader = SharedReader(value: 1)
    let copy = reader
    try await reader.load(ReadOnlyIntKey(name: "count", store: store))
    #expect(reader.wrappedValue == 5)
    #expect(copy.wrappedValue == 5)
    store.push(6, forKey: "count")
    #expect(copy.wrappedValue == 6)
  }

  @Test func loadingAWritableKeySeesItsWrites() async throws {
    @Shared(.inMemory("count")) var count = 4
    let reader = SharedReader(value: 0)
    try await reader.load(.inMemory("count"))
    #expect(reader.wrappedValue == 4)
    $count.withLock { $0 = 5 }
    #expect(reader.wrappedValue == 5)
  }
}

/// A read-only view of an ``IntStore``.
struct ReadOnlyIntKey: SharedReaderKey {
  let name: String
  let store: IntStore
  var id: String { name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    IntStoreKey(name: name, store: store).load(context: context, continuation: continuation)
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    IntStoreKey(name: name, store: store).subscribe(context: context, subscriber: subscriber)
  }
}
