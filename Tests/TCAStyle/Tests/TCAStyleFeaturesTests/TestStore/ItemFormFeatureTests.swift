import ComposableArchitecture
import Foundation
import Testing

@testable import TCAStyleFeatures

@MainActor
struct ItemFormFeatureTests {
  @Test
  func saveStampsTheDateAndDismisses() async {
    let clock = TestClock()
    let store = TestStore(initialState: ItemFormFeature.State(name: "Blob")) {
      ItemFormFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    }
    await store.send(.onAppear)
    await clock.advance(by: .seconds(10))
    await store.receive(\.autosaveTick) {
      $0.autosaves = 1
    }
    await store.send(.saveButtonTapped) {
      @Dependency(\.date.now) var now
      $0.savedAt = now
    }
    #expect(store.isDismissed)
    // Dismissing ended the autosave timer: no tick arrives, and nothing is left running.
    await clock.advance(by: .seconds(60))
  }

  @Test
  func stateInTheAssertionIsTheStateBeforeTheAction() async {
    let store = TestStore(initialState: ItemFormFeature.State(name: "Blob")) {
      ItemFormFeature()
    }
    await store.send(.nameChanged("Blobby")) {
      #expect(store.state.name == "Blob")
      $0.name = store.state.name + "by"
    }
  }

  @Test
  func sendingAfterDismissalFails() async {
    let store = TestStore(initialState: ItemFormFeature.State(name: "Blob")) {
      ItemFormFeature()
    }
    await store.send(.cancelButtonTapped)
    #expect(store.isDismissed)
    await withKnownIssue {
      await store.send(.nameChanged("Blobby"))
    } matching: { issue in
      issue.description.contains("Can't send action to dismissed test store.\n")
        == true
    }
  }
}
