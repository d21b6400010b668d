import ComposableArchitecture
import Testing

// The code of the article Navigation.md, compiled and run.

enum NavigationArticle {}

extension NavigationArticle {
  @Reducer
  struct Detail {
    @ObservableState
    struct State: Equatable {
      var title = ""
    }
    enum Action: Equatable {
      case closeTapped
    }
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .closeTapped:
          return .run { _ in await dismiss() }
        }
      }
    }
  }

  @Reducer
  struct List {
    @ObservableState
    struct State: Equatable {
      var items = ["Milk", "Eggs"]
      @Presents var detail: Detail.State?
      @Presents var alert: AlertState<Action.Alert>?
      var path = StackState<Detail.State>()
    }
    enum Action: Equatable {
      case itemTapped(String)
      case itemPushed(String)
      case deleteTapped
      case detail(PresentationAction<Detail.Action>)
      case alert(PresentationAction<Alert>)
      case path(StackActionOf<Detail>)

      enum Alert: Equatable {
        case confirmDeletion
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .itemTapped(title):
          state.detail = Detail.State(title: title)
          return .none
        case let .itemPushed(title):
          state.path.append(Detail.State(title: title))
          return .none
        case .deleteTapped:
          state.alert = AlertState {
            TextState("Delete every item?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) {
              TextState("Delete")
            }
            ButtonState(role: .cancel) {
              TextState("Cancel")
            }
          }
          return .none
        case .alert(.presented(.confirmDeletion)):
          state.items = []
          return .none
        case .detail, .alert, .path:
          return .none
        }
      }
      .ifLet(\.$detail, action: \.detail) {
        Detail()
      }
      .ifLet(\.$alert, action: \.alert)
      .forEach(\.path, action: \.path) {
        Detail()
      }
    }
  }
}

@MainActor
@Suite struct NavigationArticleTests {
  typealias List = NavigationArticle.List

  @Test func aPresentedChildDismissesItself() async {
    let store = TestStore(initialState: List.State()) {
      List()
    }
    await store.send(.itemTapped("Milk")) {
      $0.detail = .init(title: "Milk")
    }
    await store.send(\.detail.closeTapped)
    await store.receive(\.detail.dismiss) {
      $0.detail = nil
    }
  }

  @Test func anAlertAnswers() async {
    let store = TestStore(initialState: List.State()) {
      List()
    }
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete every item?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) {
          TextState("Delete")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      }
    }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.items = []
    }
  }

  @Test func aPushedScreenPopsItself() async {
    let store = TestStore(initialState: List.State()) {
      List()
    }
    await store.send(.itemPushed("Eggs")) {
      $0.path[id: 0] = .init(title: "Eggs")
    }
    await store.send(\.path[id: 0].closeTapped)
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }
}
