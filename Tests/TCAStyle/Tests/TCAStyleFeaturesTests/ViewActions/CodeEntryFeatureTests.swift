import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct CodeEntryFeatureTests {
  @Test
  func validCode() async {
    let store = TestStore(initialState: CodeEntryFeature.State()) {
      CodeEntryFeature()
    } withDependencies: {
      $0.codeClient.verify = { @Sendable code in code == "1234" }
    }
    await store.send(.view(.binding(.set(\.code, "1234")))) {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(.view(.submitButtonTapped)) {
      $0.isVerifying = true
    }
    await store.receive(.verifyResponse(true)) {
      $0.isVerifying = false
      $0.isVerified = true
    }
  }

  @Test
  func invalidCodeShowsAnAlertWhoseAnimatedRetryClearsTheCode() async {
    let store = TestStore(initialState: CodeEntryFeature.State(code: "9999")) {
      CodeEntryFeature()
    } withDependencies: {
      $0.codeClient.verify = { @Sendable _ in false }
    }
    await store.send(.view(.submitButtonTapped)) {
      $0.isVerifying = true
    }
    await store.receive(.verifyResponse(false)) {
      $0.isVerifying = false
      $0.alert = .invalidCode
    }
    await store.send(.alert(.presented(.retryButtonTapped))) {
      $0.alert = nil
      $0.code = ""
      $0.isFormValid = false
    }
  }

  @Test
  func theRetryButtonCarriesItsAnimation() {
    let retry = AlertState<CodeEntryFeature.Action.Alert>.invalidCode.buttons[0]
    #expect(retry.action == .send(.retryButtonTapped, animation: .default))
    #expect(retry.action != .send(.retryButtonTapped))
  }
}
