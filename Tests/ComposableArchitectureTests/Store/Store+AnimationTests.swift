import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct StoreAnimationTests {
  typealias Loader = SendAnimationTests.Loader

  @Test func storeSendWithAnimationOrTransactionSendsTheAction() {
    let store = Store(initialState: Loader.State(items: ["x"])) { Loader() }
    store.send(.cleared, animation: .spring())
    #expect(store.items == [])
    store.send(.loaded(["y"]), transaction: Transaction(animation: .linear))
    #expect(store.items == ["y"])
  }
}
