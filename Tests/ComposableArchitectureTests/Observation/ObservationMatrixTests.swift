import ComposableArchitecture
import Observation
import Perception
import PlainPaths
import Synchronization
import Testing

/// Which readers a change wakes, for each way of reading and each kind of child state.
///
/// The oracle is TCA's rules (`ObservationStateRegistrar`, `_$isIdentityEqual`): a field whose
/// value has a registrar of its own (`@ObservableState`) tells its readers of changes made in
/// place, and its parent's field tells them only when the value is replaced (a new `_$id`, rows
/// added, removed or moved); a value without one (a plain struct, rows of plain structs) is
/// announced by its parent's field on every change. One cell differs by reader, in TCA as here:
/// a row replaced by a value of the same id wakes the readers of its element store, which reads
/// the row's identity, but not a reader of the row through the root store, since the array's
/// ids did not change and the new row's registrar has no readers yet.
@MainActor
@Suite struct ObservationMatrixTests {
  @ObservableState
  struct Item: Equatable, Identifiable {
    let id: Int
    var a = 0
    var b = 0
  }

  struct PlainItem: Equatable, Identifiable {
    let id: Int
    var a = 0
    var b = 0
  }

  @Reducer
  struct ItemFeature {
    typealias State = Item
    enum Action { case bumpA }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.a += 1
        return .none
      }
    }
  }

  @Reducer
  struct PlainItemFeature {
    typealias State = PlainItem
    enum Action { case bumpA }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.a += 1
        return .none
      }
    }
  }

  @Reducer
  enum Mode {
    case editing(ItemFeature)
    case viewing(ItemFeature)
  }

  enum Edit: String, CaseIterable, Sendable {
    case replaceItem, replacePlain, replaceOptional, dismissOptional
    case replaceRow, insertRow, removeRow, moveRows
    case replacePlainRow, insertPlainRow, removePlainRow, movePlainRows
    case replaceSheet, dismissSheet, pushElement, popElement
    case replaceModeValue, switchMode, writeShared
    case other
  }

  @Reducer
  struct Root {
    @ObservableState
    struct State: Equatable {
      var item = Item(id: 0)
      var plain = PlainItem(id: 0)
      var optional: Item? = Item(id: 0)
      var rows: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2)]
      var plainRows: IdentifiedArrayOf<PlainItem> = [PlainItem(id: 1), PlainItem(id: 2)]
      var mode: Mode.State = .editing(Item(id: 0))
      @Shared(value: 0) var counter: Int
      @Presents var sheet: Item? = Item(id: 0)
      var path = StackState<Item>([Item(id: 1), Item(id: 2)])
      var other = 0
    }
    enum Action {
      case item(ItemFeature.Action)
      case plain(PlainItemFeature.Action)
      case optional(ItemFeature.Action)
      case rows(IdentifiedActionOf<ItemFeature>)
      case plainRows(IdentifiedActionOf<PlainItemFeature>)
      case mode(Mode.Action)
      case sheet(PresentationAction<ItemFeature.Action>)
      case path(StackActionOf<ItemFeature>)
      case edit(Edit)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.item, action: \.item) { ItemFeature() }
      Scope(state: \.plain, action: \.plain) { PlainItemFeature() }
      Scope(state: \.mode, action: \.mode) { Mode.body }
      Reduce { state, action in
        guard case let .edit(edit) = action else { return .none }
        switch edit {
        case .replaceItem: state.item = Item(id: 0, a: 7)
        case .replacePlain: state.plain = PlainItem(id: 0, a: 7)
        case .replaceOptional: state.optional = Item(id: 0, a: 7)
        case .dismissOptional: state.optional = nil
        case .replaceRow: state.rows[id: 1] = Item(id: 1, a: 7)
        case .insertRow: state.rows.append(Item(id: 3))
        case .removeRow: state.rows.remove(id: 2)
        case .moveRows: state.rows.swapAt(0, 1)
        case .replacePlainRow: state.plainRows[id: 1] = PlainItem(id: 1, a: 7)
        case .insertPlainRow: state.plainRows.append(PlainItem(id: 3))
        case .removePlainRow: state.plainRows.remove(id: 2)
        case .movePlainRows: state.plainRows.swapAt(0, 1)
        case .replaceModeValue: state.mode = .editing(Item(id: 0, a: 7))
        case .switchMode: state.mode = .viewing(Item(id: 0))
        case .writeShared: state.$counter.withLock { $0 += 1 }
        case .replaceSheet: state.sheet = Item(id: 0, a: 7)
        case .dismissSheet: state.sheet = nil
        case .pushElement: state.path.append(Item(id: 3))
        case .popElement: state.path.removeLast()
        case .other: state.other += 1
        }
        return .none
      }
      .ifLet(\.optional, action: \.optional) { ItemFeature() }
      .forEach(\.rows, action: \.rows) { ItemFeature() }
      .forEach(\.plainRows, action: \.plainRows) { PlainItemFeature() }
      .ifLet(\.$sheet, action: \.sheet) { ItemFeature() }
      .forEach(\.path, action: \.path) { ItemFeature() }
    }
  }

  /// The readers: each reads one thing of the state through the root store.
  enum Reader: String, CaseIterable, Sendable {
    case itemA, itemB, plainA, plainB, optionalA, optionalB, optionalPresence
    case row1A, row1B, row2A, rowCount, plainRow1A, plainRow1B, plainRow2A, plainRowCount
    case sheetA, sheetB, sheetPresence, topElementA, bottomElementA, pathCount
    case modeA, modeB, modeCase, sharedValue
    case other

    @MainActor
    func read(_ store: StoreOf<Root>) {
      switch self {
      case .itemA: _ = store.item.a
      case .itemB: _ = store.item.b
      case .plainA: _ = store.plain.a
      case .plainB: _ = store.plain.b
      case .optionalA: _ = store.optional?.a
      case .optionalB: _ = store.optional?.b
      case .optionalPresence: _ = store.optional == nil
      case .row1A: _ = store.rows[id: 1]?.a
      case .row1B: _ = store.rows[id: 1]?.b
      case .row2A: _ = store.rows[id: 2]?.a
      case .rowCount: _ = store.rows.count
      case .plainRow1A: _ = store.plainRows[id: 1]?.a
      case .plainRow1B: _ = store.plainRows[id: 1]?.b
      case .plainRow2A: _ = store.plainRows[id: 2]?.a
      case .plainRowCount: _ = store.plainRows.count
      case .modeA: if case let .editing(item) = store.mode { _ = item.a }
      case .modeB: if case let .editing(item) = store.mode { _ = item.b }
      case .modeCase: if case .editing = store.mode {}
      case .sharedValue: _ = store.counter
      case .sheetA: _ = store.sheet?.a
      case .sheetB: _ = store.sheet?.b
      case .sheetPresence: _ = store.sheet == nil
      case .topElementA: _ = store.path.last?.a
      case .bottomElementA: _ = store.path.first?.a
      case .pathCount: _ = store.path.count
      case .other: _ = store.other
      }
    }
  }

  /// A change, and the readers it must wake.
  struct Cell: Sendable, CustomTestStringConvertible {
    let name: String
    /// The change, made from the state it applies to (stack ids depend on the test's sequence).
    let action: @Sendable (Root.State) -> Root.Action
    /// The readers woken through scoped stores.
    let wakes: Set<Reader>
    /// The readers woken through the root store, where they differ.
    var rootWakes: Set<Reader>?
    var testDescription: String { name }
  }

  nonisolated static let plainRowReaders: Set<Reader> = [
    .plainRow1A, .plainRow1B, .plainRow2A, .plainRowCount,
  ]
  nonisolated static let rowReaders: Set<Reader> = [.row1A, .row1B, .row2A, .rowCount]

  nonisolated static let cells: [Cell] = [
    // Observable struct: in place, one field; replaced, every reader through the field.
    Cell(name: "observable child, in place", action: { _ in .item(.bumpA) }, wakes: [.itemA]),
    Cell(
      name: "observable child, replaced", action: { _ in .edit(.replaceItem) },
      wakes: [.itemA, .itemB]),
    // Plain struct: its parent's field is the finest path.
    Cell(
      name: "plain child, in place", action: { _ in .plain(.bumpA) }, wakes: [.plainA, .plainB]),
    Cell(
      name: "plain child, replaced", action: { _ in .edit(.replacePlain) },
      wakes: [.plainA, .plainB]),
    // Optional observable child.
    Cell(name: "optional child, in place", action: { _ in .optional(.bumpA) }, wakes: [.optionalA]),
    Cell(
      name: "optional child, replaced", action: { _ in .edit(.replaceOptional) },
      wakes: [.optionalA, .optionalB, .optionalPresence]),
    Cell(
      name: "optional child, dismissed", action: { _ in .edit(.dismissOptional) },
      wakes: [.optionalA, .optionalB, .optionalPresence]),
    // Identified array of observable rows.
    Cell(
      name: "observable rows, in place", action: { _ in .rows(.element(id: 1, action: .bumpA)) },
      wakes: [.row1A]),
    Cell(
      name: "observable rows, row replaced", action: { _ in .edit(.replaceRow) },
      wakes: [.row1A, .row1B], rootWakes: []),
    Cell(name: "observable rows, inserted", action: { _ in .edit(.insertRow) }, wakes: rowReaders),
    Cell(name: "observable rows, removed", action: { _ in .edit(.removeRow) }, wakes: rowReaders),
    Cell(name: "observable rows, moved", action: { _ in .edit(.moveRows) }, wakes: rowReaders),
    // Identified array of plain rows: every change is the collection's.
    Cell(
      name: "plain rows, in place", action: { _ in .plainRows(.element(id: 2, action: .bumpA)) },
      wakes: plainRowReaders),
    Cell(
      name: "plain rows, row replaced", action: { _ in .edit(.replacePlainRow) },
      wakes: plainRowReaders),
    Cell(
      name: "plain rows, inserted", action: { _ in .edit(.insertPlainRow) }, wakes: plainRowReaders),
    Cell(
      name: "plain rows, removed", action: { _ in .edit(.removePlainRow) }, wakes: plainRowReaders),
    Cell(name: "plain rows, moved", action: { _ in .edit(.movePlainRows) }, wakes: plainRowReaders),
    // An enum of observable children: its case's value in place, or another value or case.
    Cell(
      name: "enum child, in place", action: { _ in .mode(.editing(.bumpA)) }, wakes: [.modeA]),
    Cell(
      name: "enum child, value replaced", action: { _ in .edit(.replaceModeValue) },
      wakes: [.modeA, .modeB, .modeCase]),
    Cell(
      name: "enum child, case switched", action: { _ in .edit(.switchMode) },
      wakes: [.modeA, .modeB, .modeCase]),
    // A shared value: its readers, and no one else.
    Cell(
      name: "shared value, written", action: { _ in .edit(.writeShared) }, wakes: [.sharedValue]),
    // A presentation of an observable child, as an optional one.
    Cell(
      name: "presentation, in place", action: { _ in .sheet(.presented(.bumpA)) }, wakes: [.sheetA]),
    Cell(
      name: "presentation, replaced", action: { _ in .edit(.replaceSheet) },
      wakes: [.sheetA, .sheetB, .sheetPresence]),
    Cell(
      name: "presentation, dismissed", action: { _ in .edit(.dismissSheet) },
      wakes: [.sheetA, .sheetB, .sheetPresence]),
    // A stack of observable elements, as an identified array of observable rows.
    Cell(
      name: "stack, element in place",
      action: { .path(.element(id: $0.path.ids.last!, action: .bumpA)) },
      wakes: [.topElementA]),
    Cell(
      name: "stack, pushed", action: { _ in .edit(.pushElement) },
      wakes: [.topElementA, .bottomElementA, .pathCount]),
    Cell(
      name: "stack, popped", action: { _ in .edit(.popElement) },
      wakes: [.topElementA, .bottomElementA, .pathCount]),
    Cell(name: "another field", action: { _ in .edit(.other) }, wakes: [.other]),
  ]

  /// The ways to read: each arms every reader, sends, and returns those that woke.
  enum Path: String, CaseIterable, Sendable {
    case withObservationTracking, withPerceptionTracking, observe
  }

  /// The readers `cell` wakes through `path`, in a store taking its fast paths or, if `plain`,
  /// their plain twins, which must wake exactly the same readers.
  func woken(by cell: Cell, through path: Path, plain: Bool = false) -> Set<Reader> {
    // The readers too are made inside the switch: an `observe` closure chooses Arbor's read
    // tracking or Observation's when it is made.
    PlainPaths.withPlainPaths(plain) { readersWoken(by: cell, through: path) }
  }

  private func readersWoken(by cell: Cell, through path: Path) -> Set<Reader> {
    let store = Store(initialState: Root.State()) { Root() }
    let woke = Mutex<Set<Reader>>([])
    var tokens: [ObserveToken] = []
    for reader in Reader.allCases {
      switch path {
      case .withObservationTracking:
        withObservationTracking {
          reader.read(store)
        } onChange: {
          _ = woke.withLock { $0.insert(reader) }
        }
      case .withPerceptionTracking:
        withPerceptionTracking {
          reader.read(store)
        } onChange: {
          _ = woke.withLock { $0.insert(reader) }
        }
      case .observe:
        var runs = 0
        tokens.append(
          observe {
            reader.read(store)
            runs += 1
            if runs > 1 { _ = woke.withLock { $0.insert(reader) } }
          })
      }
    }
    store.send(cell.action(store.state))
    for token in tokens { token.cancel() }
    return woke.withLock { $0 }
  }

  @Test(arguments: Path.allCases, cells)
  func readersWokenByAChange(path: Path, cell: Cell) {
    let woke = woken(by: cell, through: path)
    #expect(woke == cell.rootWakes ?? cell.wakes, "\(path.rawValue): \(cell.name)")
  }

  /// The plain twins of the fast paths (key-path writes through the fields' own accessors,
  /// Observation's registrar alone, …) follow the same rules: a read or a reducer's own record
  /// never wakes a reader.
  @Test(arguments: cells)
  func plainTwinsWakeTheSameReaders(cell: Cell) {
    for path in Path.allCases {
      let woke = woken(by: cell, through: path, plain: true)
      #expect(woke == cell.rootWakes ?? cell.wakes, "\(path.rawValue): \(cell.name)")
    }
  }

  /// A scoped store reads through its scope's path: its readers follow the same rules.
  @Test(arguments: cells, [false, true])
  func scopedStoreReadersWokenByAChange(cell: Cell, plain: Bool) {
    let store = PlainPaths.withPlainPaths(plain) { Store(initialState: Root.State()) { Root() } }
    let item = store.scope(state: \.item, action: \.item)
    let plain = store.scope(state: \.plain, action: \.plain)
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    let plainRows = Array(store.scope(state: \.plainRows, action: \.plainRows))
    let readers: [(Reader, @MainActor () -> Void)] = [
      (.itemA, { _ = item.a }), (.itemB, { _ = item.b }),
      (.plainA, { _ = plain.a }), (.plainB, { _ = plain.b }),
      (.row1A, { _ = rows[0].a }), (.row1B, { _ = rows[0].b }), (.row2A, { _ = rows[1].a }),
      (.plainRow1A, { _ = plainRows[0].a }), (.plainRow1B, { _ = plainRows[0].b }),
      (.plainRow2A, { _ = plainRows[1].a }),
    ]
    let woke = Mutex<Set<Reader>>([])
    for (reader, read) in readers {
      withObservationTracking {
        read()
      } onChange: {
        _ = woke.withLock { $0.insert(reader) }
      }
    }
    store.send(cell.action(store.state))
    // Element stores are anchored to their row: a reader of row 2 has nothing to read after it
    // is removed, and one of a moved row still reads the same row.
    let expected = cell.wakes.intersection(readers.map(\.0))
    #expect(woke.withLock { $0 } == expected, "\(cell.name), plain: \(plain)")
  }
}

extension ObservationMatrixTests.Mode.State: Equatable {}
