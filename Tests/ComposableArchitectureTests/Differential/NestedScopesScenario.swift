import ComposableArchitecture
import DifferentialTesting

/// Three levels, each a `Scope` and its own `Reduce`, beside an optional child, a plain struct
/// child and a flag.
enum NestedScopesScenario {
  @Reducer
  struct Leaf {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var label = ""
    }
    enum Action: Equatable {
      case increment
      case rename(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
        case let .rename(label):
          state.label = label
        }
        return .none
      }
    }
  }

  @Reducer
  struct Middle {
    @ObservableState
    struct State: Equatable {
      var leaf = Leaf.State()
      var total = 0
    }
    enum Action: Equatable {
      case leaf(Leaf.Action)
      case replaceLeaf
      case tally
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.leaf, action: \.leaf) { Leaf() }
      Reduce { state, action in
        switch action {
        case .leaf(.increment):
          state.total += 1
        case .leaf:
          break
        case .replaceLeaf:
          state.leaf = Leaf.State(count: state.leaf.count, label: "replaced")
        case .tally:
          state.total = state.leaf.count * 2
        }
        return .none
      }
    }
  }

  struct Plain: Equatable {
    var value = 0
    var note = ""
  }

  @Reducer
  struct PlainFeature {
    typealias State = Plain
    enum Action: Equatable {
      case bump
      case annotate
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .bump: state.value += 1
        case .annotate: state.note += "."
        }
        return .none
      }
    }
  }

  @Reducer
  struct Top {
    @ObservableState
    struct State: Equatable {
      var middle = Middle.State()
      var optional: Leaf.State?
      var plain = Plain()
      var flag = false
    }
    enum Action: Equatable {
      case middle(Middle.Action)
      case optional(Leaf.Action)
      case plain(PlainFeature.Action)
      case toggleOptional
      case replaceMiddle
      case flip
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.middle, action: \.middle) { Middle() }
      Scope(state: \.plain, action: \.plain) { PlainFeature() }
      Reduce { state, action in
        switch action {
        case .toggleOptional:
          state.optional = state.optional == nil ? Leaf.State(label: "shown") : nil
        case .replaceMiddle:
          state.middle = Middle.State(leaf: state.middle.leaf, total: -1)
        case .flip:
          state.flag.toggle()
        case .middle, .optional, .plain:
          break
        }
        return .none
      }
      .ifLet(\.optional, action: \.optional) { Leaf() }
    }
  }

  @MainActor
  static let scenario = DifferentialScenario<Top>(
    "nested scopes, an optional child, a plain child",
    initialState: { Top.State() },
    reducer: { Top() },
    readers: [
      DifferentialReader("leaf count, scoped twice") {
        $0.scope(state: \.middle, action: \.middle).scope(state: \.leaf, action: \.leaf).count
      },
      DifferentialReader("leaf label, from the root") { $0.middle.leaf.label },
      DifferentialReader("middle total, scoped") {
        $0.scope(state: \.middle, action: \.middle).total
      },
      DifferentialReader("optional child's count") {
        $0.scope(state: \.optional, action: \.optional)?.count
      },
      DifferentialReader("optional child's presence") { $0.optional != nil },
      DifferentialReader("plain child's value") { $0.plain.value },
      DifferentialReader("flag") { $0.flag },
    ],
    nextAction: { generator, state in
      var actions: [Top.Action] = [
        .middle(.leaf(.increment)),
        .middle(.leaf(.rename("r\(Int.random(in: 0..<3, using: &generator))"))),
        .middle(.replaceLeaf), .middle(.tally), .plain(.bump), .plain(.annotate),
        .toggleOptional, .replaceMiddle, .flip,
      ]
      if state.optional != nil {
        actions += [.optional(.increment), .optional(.rename("o")), .optional(.increment)]
      }
      return actions.randomElement(using: &generator)!
    })
}
