import ComposableArchitecture
import Testing

@testable import TCAStyleFeatures

@MainActor
struct SyncUpFormTests {
  @Test
  func sendThroughBindingCaseKeyPath() async {
    let store = TestStore(initialState: SyncUpForm.State()) {
      SyncUpForm()
    }
    await store.send(\.binding.title, "Standup") {
      $0.title = "Standup"
    }
    await store.send(\.binding.minutes, 15) {
      $0.minutes = 15
    }
  }

  @Test
  func receiveThroughBindingCaseKeyPath() async {
    let store = TestStore(initialState: SyncUpForm.State()) {
      SyncUpForm()
    }
    await store.send(.makePublicButtonTapped)
    await store.receive(\.binding.isPublic) {
      $0.isPublic = true
    }
  }

  @Test
  func bindingCaseKeyPathMatchesOnlyItsField() {
    let action = SyncUpForm.Action.binding(.set(\.title, "Design"))
    #expect(action[case: \.binding.title] == "Design")
    #expect(action[case: \.binding.minutes] == nil)
    #expect(action.is(\.binding))
  }
}
