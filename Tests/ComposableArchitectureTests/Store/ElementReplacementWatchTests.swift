import Testing

@testable import ComposableArchitecture

/// A row replaced by another value with the same id wakes the observers of its store, who then
/// follow the new row; the other rows' observers sleep.
@MainActor
@Suite struct ElementReplacementWatchTests {
  @Reducer
  struct Item {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }
    enum Action { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Items {
    @ObservableState
    struct State: Equatable {
      var items: IdentifiedArrayOf<Item.State> = []
    }
    enum Action {
      case items(IdentifiedActionOf<Item>)
      case bump(Int)
      case reset(Int)
      case put(Item.State)
      case removeThenReset(remove: Int, reset: Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .bump(id):
          state.items[id: id]?.count += 1
        case let .reset(id):
          state.items[id: id] = Item.State(id: id)
        case let .put(item):
          state.items[id: item.id] = item
        case let .removeThenReset(remove, reset):
          state.items.remove(id: remove)
          state.items[id: reset] = Item.State(id: reset)
        case .items:
          break
        }
        return .none
      }
      .forEach(\.items, action: \.items) { Item() }
    }
  }

  /// A store of `count` items and an observer of each item's store, counting wake-ups.
  @MainActor
  final class Watched {
    let store: StoreOf<Items>
    let items: _StoreCollection<Int, Item.State, Item.Action>
    var wakeUps: [Int]
    var tokens: [ObserveToken] = []

    init(count: Int) {
      store = Store(
        initialState: Items.State(
          items: IdentifiedArray(uniqueElements: (0..<count).map { Item.State(id: $0) }))
      ) { Items() }
      items = store.scope(state: \.items, action: \.items)
      wakeUps = Array(repeating: -1, count: count)
      for index in items.indices {
        let item = items[index]
        tokens.append(
          observe { [unowned self] in
            _ = item.count
            wakeUps[index] += 1
          })
      }
    }

    var total: Int { wakeUps.reduce(0, +) }
  }

  @Test func aRowTheParentReplacesWakesOnlyTheObserversOfItsStore() {
    let watched = Watched(count: 100)
    watched.store.send(.bump(40))
    #expect(watched.wakeUps[40] == 1)
    watched.store.send(.reset(40))
    #expect(watched.wakeUps[40] == 2, "the replaced row's observer woke")
    #expect(watched.total == 2, "no other observer woke")
    #expect(watched.items[40].count == 0)
    watched.store.send(.bump(40))
    #expect(watched.wakeUps[40] == 3, "the observer now follows the new row")
  }

  @Test func aRowMadeBeforeTheSendIsSeenToo() {
    let watched = Watched(count: 10)
    let loaded = Item.State(id: 7, count: 99)
    watched.store.send(.put(loaded))
    #expect(watched.wakeUps[7] == 1)
    #expect(watched.total == 1)
    #expect(watched.items[7].count == 99)
  }

  @Test func aRowReplacedAlongsideARemovalIsSeen() {
    let watched = Watched(count: 10)
    watched.store.send(.removeThenReset(remove: 2, reset: 8))
    #expect(watched.wakeUps[8] == 1, "rows removed: every watched row is compared")
  }

  @Test func aRowChangedInPlaceWakesOnlyWhatChanged() {
    let watched = Watched(count: 10)
    watched.store.send(.items(.element(id: 3, action: .increment)))
    watched.store.send(.bump(3))
    #expect(watched.wakeUps[3] == 2)
    #expect(watched.total == 2)
  }

  @Test func rowsThatAreNotObservableStatesAreNotWatched() {
    struct Plain: Identifiable {
      let id: Int
    }
    let rows: IdentifiedArrayOf<Plain> = []
    #expect(ElementReplacementWatch { rows } == nil)
  }
}
