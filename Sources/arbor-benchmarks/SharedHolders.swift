import ComposableArchitecture

/// One of many features holding the same shared count; its action reads the count and adds one.
@Reducer
struct SharedHolder {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    @Shared var count: Int
  }
  enum Action { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      let count = state.count
      state.$count.withLock { $0 = count + 1 }
      return .none
    }
  }
}

/// Features that all hold one shared count, each run by `forEach`.
@Reducer
struct SharedHolders {
  @ObservableState
  struct State: Equatable {
    var holders: IdentifiedArrayOf<SharedHolder.State>

    /// `count` features, with ids 0 to `count - 1`, all holding `shared`.
    init(count: Int, sharing shared: Shared<Int>) {
      holders = IdentifiedArray(
        uniqueElements: (0..<count).map { SharedHolder.State(id: $0, count: shared) }
      )
    }
  }
  enum Action { case holders(IdentifiedActionOf<SharedHolder>) }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.holders, action: \.holders) { SharedHolder() }
  }
}
