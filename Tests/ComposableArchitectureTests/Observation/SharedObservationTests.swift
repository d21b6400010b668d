import ObserverRegistry
import Testing

@testable import ComposableArchitecture

/// A shared value in observable state is observed through its own reference: `observe { }` is
/// woken by a write to it from anywhere, and only by writes to what it read.
@MainActor
@Suite struct SharedObservationTests {
  struct Settings: Equatable, Sendable {
    var theme = "light"
    var fontSize = 12
  }

  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      @Shared var settings: Settings
      var taps = 0
    }

    enum Action {
      case setTheme(String)
      case tap
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .setTheme(let theme):
          state.$settings.theme.withLock { $0 = theme }
          return .none
        case .tap:
          state.taps += 1
          return .none
        }
      }
    }
  }

  @Test func aWriteFromAnotherTaskWakesTheObserver() async {
    let settings = Shared(value: Settings())
    let store = Store(initialState: Feature.State(settings: settings)) { Feature() }
    var seen: [String] = []
    let token = observe { seen.append(store.settings.theme) }
    await Task.detached { settings.theme.withLock { $0 = "dark" } }.value
    ObservationScheduler.shared.flush()
    #expect(seen == ["light", "dark"])
    token.cancel()
  }

  @Test func aWriteBySendWakesTheObserverOnceTheSendEnds() {
    let store = Store(initialState: Feature.State(settings: Shared(value: Settings()))) {
      Feature()
    }
    var seen: [String] = []
    let token = observe { seen.append(store.settings.theme) }
    store.send(.setTheme("dark"))
    ObservationScheduler.shared.flush()
    #expect(seen == ["light", "dark"])
    token.cancel()
  }

  @Test func aFieldsObserverSleepsThroughASiblingsWrite() {
    let store = Store(initialState: Feature.State(settings: Shared(value: Settings()))) {
      Feature()
    }
    var fontSizes: [Int] = []
    var themes: [String] = []
    let tokens = [
      observe { fontSizes.append(store.$settings.fontSize.wrappedValue) },
      observe { themes.append(store.$settings.theme.wrappedValue) },
    ]
    store.send(.setTheme("dark"))
    ObservationScheduler.shared.flush()
    #expect(themes == ["light", "dark"])
    #expect(fontSizes == [12])
    withExtendedLifetime(tokens) {}
  }

  @Test func stateChangesElsewhereDoNotWakeASharedValuesObserver() {
    let store = Store(initialState: Feature.State(settings: Shared(value: Settings()))) {
      Feature()
    }
    var themes: [String] = []
    let token = observe { themes.append(store.$settings.theme.wrappedValue) }
    store.send(.tap)
    ObservationScheduler.shared.flush()
    #expect(themes == ["light"])
    token.cancel()
  }
}
