import ComposableArchitecture

/// One row of an inventory: three fields besides its id, as a list's rows have.
@Reducer
struct Item {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var quantity = 0
    var isPacked = false
  }
  enum Action {
    case increment, togglePacked
    case rename(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.quantity += 1
        return .none
      case .togglePacked:
        state.isPacked.toggle()
        return .none
      case .rename(let title):
        state.title = title
        return .none
      }
    }
  }
}

/// A list of items run by `forEach`, with a `Reduce` of its own, as a list feature has.
@Reducer
struct Inventory {
  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item.State> = []
    var lastTouched: Int?

    /// An inventory of `count` items, with ids 0 to `count - 1`.
    init(count: Int) {
      items = IdentifiedArray(
        uniqueElements: (0..<count).map { Item.State(id: $0, title: "Item \($0)") })
    }
  }
  enum Action {
    case items(IdentifiedActionOf<Item>)
    case clearTouched
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearTouched:
        state.lastTouched = nil
        return .none
      case .items:
        return .none
      }
    }
    .forEach(\.items, action: \.items) { Item() }
  }
}

/// Row ids picked at random, the same in every run: a row action touches rows all over the
/// list, as a user's taps do, not one row kept warm in the cache.
struct RandomRowIDs {
  let ids: [Int]

  /// 4,096 ids below `rows`, drawn from a generator seeded with `seed`.
  init(rows: Int, seed: UInt64 = 0x5EED) {
    var generator = SplitMix64(seed: seed)
    ids = (0..<4_096).map { _ in Int(generator.next() % UInt64(rows)) }
  }

  /// The id for the `index`th operation.
  subscript(index: Int) -> Int { ids[index & (ids.count - 1)] }

  /// How many times each id is picked in `operations` operations.
  func picks(operations: Int) -> [Int: Int] {
    var picks: [Int: Int] = [:]
    for index in 0..<operations { picks[self[index], default: 0] += 1 }
    return picks
  }
}

/// A small, seeded generator (SplitMix64): the same sequence on every machine.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
