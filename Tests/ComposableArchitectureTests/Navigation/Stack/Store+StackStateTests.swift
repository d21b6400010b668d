import ComposableArchitecture
import Testing

@MainActor
@Suite struct StoreStackStateTests {
  @Test func elementStoresFollowTheStack() {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.pushEditor)
    store.send(.pushEditor)
    let path = store.scope(state: \.path, action: \.path)
    #expect(path.count == 2)
    #expect(path.ids == store.path.ids)
    path[1].send(.type("second"))
    #expect(store.path[id: store.path.ids[1]]?.text == "second")
    #expect(store.path[id: store.path.ids[0]]?.text == "")

    // Element stores are cached by id.
    #expect(store.scope(state: \.path, action: \.path)[1] === path[1])
    #expect(path[id: path.ids[0]] === path[0])
  }

  @Test func poppedElementStoresAreDropped() {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.pushEditor)
    store.send(.pushEditor)
    let before = store.scope(state: \.path, action: \.path)
    let top = before[1]
    store.send(.path(.popFrom(id: before.ids[1])))
    let after = store.scope(state: \.path, action: \.path)
    #expect(after.count == 1)
    #expect(after[id: before.ids[1]] == nil)
    store.send(.pushEditor)
    #expect(store.scope(state: \.path, action: \.path)[1] !== top)
  }
}
