import ComposableArchitecture

// A realistic tree: eleven features nested ten deep, each level composing its child with a
// `Scope` and running its own `Reduce`, which switches on the action as an app's features do
// (most of a parent's actions are its child's, which it lets through). Written out one by one,
// as an app's features are.

@Reducer
struct Tier0 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var note = ""
  }
  enum Action {
    case tap
    case annotate(String)
    case reset
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.count += 1
        return .none
      case .annotate(let note):
        state.note = note
        return .none
      case .reset:
        state.count = 0
        return .none
      }
    }
  }
}

@Reducer
struct Tier1 {
  @ObservableState
  struct State: Equatable {
    var child = Tier0.State()
    var visits = 0
  }
  enum Action {
    case child(Tier0.Action)
    case appeared, dismissed
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Tier0() }
    Reduce { state, action in
      switch action {
      case .appeared:
        state.visits += 1
        return .none
      case .dismissed:
        state.visits = 0
        return .none
      case .child:
        return .none
      }
    }
  }
}

@Reducer
struct Tier2 {
  @ObservableState
  struct State: Equatable {
    var child = Tier1.State()
    var visits = 0
  }
  enum Action {
    case child(Tier1.Action)
    case appeared, dismissed
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Tier1() }
    Reduce { state, action in
      switch action {
      case .appeared:
        state.visits += 1
        return .none
      case .dismissed:
        state.visits = 0
        return .none
      case .child:
        return .none
      }
    }
  }
}

@Reducer
struct Tier3 {
  @ObservableState
  struct State: Equatable {
    var child = Tier2.State()
    var visits = 0
  }
  enum Action {
    case child(Tier2.Action)
    case appeared, dismissed
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Tier2() }
    Reduce { state, action in
      switch action {
      case .appeared:
        state.visits += 1
        return .none
      case .dismissed:
        state.visits = 0
        return .none
      case .child:
        return .none
      }
    }
  }
}

@Reducer
struct Tier4 {
  @ObservableState
  struct State: Equatable {
    var child = Tier3.State()
    var visits = 0
  }
  enum Action {
    case child(Tier3.Action)
    case appeared, dismissed
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Tier3() }
    Reduce { state, action in
      switch action {
      case .appeared:
        state.visits += 1
        return .none
      case .dismissed:
        state.visits = 0
        return .none
      case .child:
        return .none
      }
    }
  }
}

@Reducer
struct Tier5 {
  @ObservableState
  struct State: Equatable {
    var child = Tier4.State()
    var visits = 0
  }
  enum Action {
    case child(Tier4.Action)
    case appeared, dismissed
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Tier4() }
    Reduce { state, action in
      switch action {
      case .appeared:
        state.visits += 1
        return .none
      case .dismissed:
        state.visits = 0
        return .none
      case .child:
        return .none
      }
    }
  }
}

@Reducer
struct Tier6 {
  @ObservableState
  struct State: Equatable {
    var child = Tier5.State()
    var visits = 0
  }
  enum Action {
    case child(Tier5.Action)
    case appeared, dismissed
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Tier5() }
    Reduce { state, action in
      switch action {
      case .appeared:
        state.visits += 1
        return .none
      case .dismissed:
        state.visits = 0
        return .none
      case .child:
        return .none
      }
    }
  }
}

@Reducer
struct Tier7 {
  @ObservableState
  struct State: Equatable {
    var child = Tier6.State()
    var visits = 0
  }
  enum Action {
    case child(Tier6.Action)
    case appeared, dismissed
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Tier6() }
    Reduce { state, action in
      switch action {
      case .appeared:
        state.visits += 1
        return .none
      case .dismissed:
        state.visits = 0
        return .none
      case .child:
        return .none
      }
    }
  }
}

@Reducer
struct Tier8 {
  @ObservableState
  struct State: Equatable {
    var child = Tier7.State()
    var visits = 0
  }
  enum Action {
    case child(Tier7.Action)
    case appeared, dismissed
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Tier7() }
    Reduce { state, action in
      switch action {
      case .appeared:
        state.visits += 1
        return .none
      case .dismissed:
        state.visits = 0
        return .none
      case .child:
        return .none
      }
    }
  }
}

@Reducer
struct Tier9 {
  @ObservableState
  struct State: Equatable {
    var child = Tier8.State()
    var visits = 0
  }
  enum Action {
    case child(Tier8.Action)
    case appeared, dismissed
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Tier8() }
    Reduce { state, action in
      switch action {
      case .appeared:
        state.visits += 1
        return .none
      case .dismissed:
        state.visits = 0
        return .none
      case .child:
        return .none
      }
    }
  }
}

@Reducer
struct Tier10 {
  @ObservableState
  struct State: Equatable {
    var child = Tier9.State()
    var visits = 0
  }
  enum Action {
    case child(Tier9.Action)
    case appeared, dismissed
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Tier9() }
    Reduce { state, action in
      switch action {
      case .appeared:
        state.visits += 1
        return .none
      case .dismissed:
        state.visits = 0
        return .none
      case .child:
        return .none
      }
    }
  }
}

/// The action that taps the leaf of the tiers, wrapped once per level.
func tierLeafTap() -> Tier10.Action {
  .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.tap))))))))))
}

/// The tiers' leaf count, read by hand through the ten levels.
func tierLeafCount(_ state: Tier10.State) -> Int {
  state.child.child.child.child.child.child.child.child.child.child.count
}
