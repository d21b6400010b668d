import ComposableArchitecture

// Eleven features nested ten deep, each the child of the next through one `Scope`: `Level10`
// scopes to `Level9`, and so on down to `Level0`, the leaf, which counts its taps. Written out
// one by one, as an app's features are, so no generic type stands in the way of the optimizer.

@Reducer
struct Level0 {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action { case tap }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
struct Level1 {
  @ObservableState
  struct State: Equatable {
    var child = Level0.State()
  }
  enum Action { case child(Level0.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level0() }
  }
}

@Reducer
struct Level2 {
  @ObservableState
  struct State: Equatable {
    var child = Level1.State()
  }
  enum Action { case child(Level1.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level1() }
  }
}

@Reducer
struct Level3 {
  @ObservableState
  struct State: Equatable {
    var child = Level2.State()
  }
  enum Action { case child(Level2.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level2() }
  }
}

@Reducer
struct Level4 {
  @ObservableState
  struct State: Equatable {
    var child = Level3.State()
  }
  enum Action { case child(Level3.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level3() }
  }
}

@Reducer
struct Level5 {
  @ObservableState
  struct State: Equatable {
    var child = Level4.State()
  }
  enum Action { case child(Level4.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level4() }
  }
}

@Reducer
struct Level6 {
  @ObservableState
  struct State: Equatable {
    var child = Level5.State()
  }
  enum Action { case child(Level5.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level5() }
  }
}

@Reducer
struct Level7 {
  @ObservableState
  struct State: Equatable {
    var child = Level6.State()
  }
  enum Action { case child(Level6.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level6() }
  }
}

@Reducer
struct Level8 {
  @ObservableState
  struct State: Equatable {
    var child = Level7.State()
  }
  enum Action { case child(Level7.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level7() }
  }
}

@Reducer
struct Level9 {
  @ObservableState
  struct State: Equatable {
    var child = Level8.State()
  }
  enum Action { case child(Level8.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level8() }
  }
}

@Reducer
struct Level10 {
  @ObservableState
  struct State: Equatable {
    var child = Level9.State()
  }
  enum Action { case child(Level9.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level9() }
  }
}

/// The action that taps the leaf, wrapped once per level: `.child(.child(… .tap))`.
func leafTap() -> Level10.Action {
  .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.tap))))))))))
}

/// The leaf's count, read by hand through the ten levels.
func leafCount(_ state: Level10.State) -> Int {
  state.child.child.child.child.child.child.child.child.child.child.count
}
