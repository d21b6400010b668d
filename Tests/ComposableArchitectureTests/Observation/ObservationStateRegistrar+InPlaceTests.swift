import ComposableArchitecture
import Observation
import Synchronization
import Testing

/// A field changed in place by a reducer tells its readers as TCA's `_$isIdentityEqual` has it:
/// a stack, an array or a presentation of observable children is the same field while the same
/// children are in it, however much they change; their own fields tell their own readers.
@MainActor
@Suite struct ObservationStateRegistrarInPlaceTests {
  @ObservableState
  struct Item: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var path = StackState<Item>([Item(id: 1), Item(id: 2)])
      var items = [Item(id: 1), Item(id: 2)]
      @Presents var sheet: Item? = Item(id: 1)
      var rows: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2)]
    }
    enum Action {
      case bumpTopOfPath, push
      case bumpFirstItem, appendItem, swapItems
      case bumpSheetThroughPresentation, presentAnotherSheet
      case rebuildRowsWithTheSameIDs, rebuildRowsReversed
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .bumpTopOfPath: state.path[id: state.path.ids.last!]?.count += 1
        case .push: state.path.append(Item(id: 3))
        case .bumpFirstItem: state.items[0].count += 1
        case .appendItem: state.items.append(Item(id: 3))
        case .swapItems: state.items.swapAt(0, 1)
        case .bumpSheetThroughPresentation: state.$sheet.wrappedValue?.count += 1
        case .presentAnotherSheet: state.sheet = Item(id: 2)
        case .rebuildRowsWithTheSameIDs:
          state.rows = IdentifiedArray(uniqueElements: state.rows.map { Item(id: $0.id) })
        case .rebuildRowsReversed:
          state.rows = IdentifiedArray(uniqueElements: state.rows.reversed())
        }
        return .none
      }
    }
  }

  /// Whether a reader of `read` through `withObservationTracking` is told of `action`.
  func wakes(reading read: @escaping @MainActor (StoreOf<Parent>) -> Void, on action: Parent.Action)
    -> Bool
  {
    let store = Store(initialState: Parent.State()) { Parent() }
    let woke = Mutex(false)
    withObservationTracking {
      read(store)
    } onChange: {
      woke.withLock { $0 = true }
    }
    store.send(action)
    return woke.withLock { $0 }
  }

  @Test func aStackElementChangedInPlaceLeavesTheStacksReadersAsleep() {
    let woke1 = wakes(reading: { _ = $0.path.count }, on: .bumpTopOfPath)
    #expect(!woke1)
    let woke2 = wakes(reading: { _ = $0.path.last?.count }, on: .bumpTopOfPath)
    #expect(woke2)
    let woke3 = wakes(reading: { _ = $0.path.count }, on: .push)
    #expect(woke3)
  }

  /// Identified rows are the same rows while their ids are equal, in order, even in a new
  /// buffer: TCA compares the buffers, then the ids.
  @Test func rowsRebuiltWithTheSameIDsLeaveTheirReadersAsleep() {
    let sameIDs = wakes(reading: { _ = $0.rows.count }, on: .rebuildRowsWithTheSameIDs)
    #expect(!sameIDs)
    let reversed = wakes(reading: { _ = $0.rows.count }, on: .rebuildRowsReversed)
    #expect(reversed)
  }

  @Test func anArrayElementChangedInPlaceLeavesTheArraysReadersAsleep() {
    let woke4 = wakes(reading: { _ = $0.items.count }, on: .bumpFirstItem)
    #expect(!woke4)
    let woke5 = wakes(reading: { _ = $0.items.first?.count }, on: .bumpFirstItem)
    #expect(woke5)
    let woke6 = wakes(reading: { _ = $0.items.count }, on: .appendItem)
    #expect(woke6)
    let woke7 = wakes(reading: { _ = $0.items.first?.id }, on: .swapItems)
    #expect(woke7)
  }

  @Test func aPresentedChildChangedThroughItsPresentationLeavesThePresentationsReadersAsleep() {
    let woke8 = wakes(reading: { _ = $0.sheet == nil }, on: .bumpSheetThroughPresentation)
    #expect(!woke8)
    let woke9 = wakes(reading: { _ = $0.sheet?.count }, on: .bumpSheetThroughPresentation)
    #expect(woke9)
    let woke10 = wakes(reading: { _ = $0.sheet == nil }, on: .presentAnotherSheet)
    #expect(woke10)
  }

  @ObservableState
  struct Holder {
    var child: Item?
    var items: ContiguousArray<Item> = [Item(id: 1)]
  }

  /// Whether a reader of `read` through `withObservationTracking` is told of `change`.
  func tells(
    _ holder: inout Holder, reading read: (Holder) -> Void, on change: (inout Holder) -> Void
  ) -> Bool {
    let woke = Mutex(false)
    withObservationTracking {
      read(holder)
    } onChange: {
      woke.withLock { $0 = true }
    }
    change(&holder)
    return woke.withLock { $0 }
  }

  /// TCA's generic `_$isIdentityEqual` finds no identity in nil: a write to a nil child, set or
  /// made through the optional, tells the field's readers; a change inside a present child does
  /// not.
  @Test func aWriteToANilChildWakesItsFieldsReaders() {
    var holder = Holder()
    #expect(tells(&holder, reading: { _ = $0.child }, on: { $0.child = nil }))
    #expect(tells(&holder, reading: { _ = $0.child }, on: { $0.child?.count += 1 }))
    holder.child = Item(id: 1)
    #expect(!tells(&holder, reading: { _ = $0.child }, on: { $0.child?.count += 1 }))
    #expect(tells(&holder, reading: { _ = $0.child }, on: { $0.child = Item(id: 1) }))
  }

  /// Only an `Array` of observable children has an identity in Arbor: a child of another
  /// collection changed in place tells the collection's readers, where TCA compares the
  /// children's ids.
  @Test func aCollectionOtherThanAnArrayTellsItsReadersOfEveryChange() {
    var holder = Holder()
    #expect(tells(&holder, reading: { _ = $0.items }, on: { $0.items[0].count += 1 }))
  }
}
