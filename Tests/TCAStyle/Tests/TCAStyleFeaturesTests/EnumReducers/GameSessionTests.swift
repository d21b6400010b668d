import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct GameSessionTests {
  @Test
  func signingInAndOutMovesBetweenTheCases() async {
    let store = TestStore(initialState: GameSession.State.signIn(SignInFeature.State())) {
      GameSession.body
    }
    await store.send(\.signIn.nameChanged, "Blob") {
      $0 = .signIn(SignInFeature.State(name: "Blob"))
    }
    await store.send(\.signIn.submitButtonTapped)
    await store.receive(\.signIn.delegate.signedIn) {
      $0 = .newGame(NewGameFeature.State(playerName: "Blob"))
    }
    await store.send(\.newGame.signOutButtonTapped) {
      $0 = .signIn(SignInFeature.State())
    }
  }

  @Test
  func storeCaseScopesTheLiveCase() {
    let store = Store(initialState: GameSession.State.signIn(SignInFeature.State())) {
      GameSession.body
    }
    guard case let .signIn(signInStore) = store.case else {
      Issue.record("expected the sign-in case")
      return
    }
    signInStore.send(.nameChanged("Blob"))
    signInStore.send(.submitButtonTapped)
    #expect(store.state == .newGame(NewGameFeature.State(playerName: "Blob")))
  }
}
