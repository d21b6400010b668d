import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct CodeEntryModelTests {
  @Test
  func theModelSendsViewActions() async {
    let store = Store(initialState: CodeEntryFeature.State()) {
      CodeEntryFeature()
    } withDependencies: {
      $0.codeClient.verify = { @Sendable _ in true }
    }
    let model = CodeEntryModel(store: store)
    model.codeChanged("4321")
    #expect(store.code == "4321")
    #expect(store.isFormValid)

    await model.send(.submitButtonTapped).finish()
    #expect(store.isVerified)
  }

  @Test
  func submittingWithoutAnOverriddenClientReportsTheUnimplementedEndpoint() async {
    let model = CodeEntryModel(
      store: Store(initialState: CodeEntryFeature.State(code: "1111")) { CodeEntryFeature() }
    )
    await withKnownIssue {
      await model.send(.submitButtonTapped, animation: .default).finish()
    }
    #expect(model.store.alert == .invalidCode)
  }
}
