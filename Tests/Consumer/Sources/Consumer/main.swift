// The README's example, compiled and run by CI from a package that depends on Arbor by path:
// proof that Arbor's macros expand for packages other than Arbor itself.
import ComposableArchitecture

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
  }
  enum Action {
    case incrementTapped
    case factButtonTapped
    case factResponse(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse("\(count) is a good number."))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Counter.State()) { Counter() }
  let token = observe { print("count:", store.count) }  // re-runs only when `count` changes
  store.send(.incrementTapped)  // prints "count: 1"
  await store.send(.factButtonTapped).finish()
  print(store.fact ?? "no fact")  // "1 is a good number."
  token.cancel()
  precondition(store.count == 1 && store.fact == "1 is a good number.", "the README must not lie")
}

await main()
