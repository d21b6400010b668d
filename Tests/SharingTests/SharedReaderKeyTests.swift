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
