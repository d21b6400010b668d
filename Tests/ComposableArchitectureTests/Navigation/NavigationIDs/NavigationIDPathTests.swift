import PlainPaths
import Synchronization
import Testing

@testable import ComposableArchitecture

@Suite struct NavigationIDPathTests {
  struct Rows { var rows: [Int] = [] }

  func row(_ id: Int) -> NavigationID {
    NavigationID(path: \Rows.rows, elementID: id)
  }

  /// Paths built apart from equal components are equal and hash alike: a cancellation id made
  /// in one action finds the effect registered under it by another.
  @Test func pathsAreComparedByTheirComponents() {
    let first = NavigationIDPath().appending(row(1)).appending(row(2))
    let second = NavigationIDPath().appending(row(1)).appending(row(2))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != NavigationIDPath().appending(row(2)).appending(row(1)))
    #expect(first != NavigationIDPath().appending(row(1)))
    #expect(NavigationIDPath().appending(row(1)) != NavigationIDPath())
    #expect(NavigationIDPath() == NavigationIDPath())
  }

  @Test func aPathKnowsItsDepth() {
    let path = NavigationIDPath().appending(row(1)).appending(row(2))
    #expect(path.count == 2)
    #expect(!path.isEmpty)
    #expect(NavigationIDPath().isEmpty)
  }

  /// What a parent cancels when a child goes away: every path at or under the child's.
  @Test func aPathStartsWithEachOfItsAncestors() {
    let child = NavigationIDPath().appending(row(1))
    let grandchild = child.appending(row(7))
    let rebuilt = NavigationIDPath().appending(row(1)).appending(row(7))
    #expect(grandchild.starts(with: child))
    #expect(grandchild.starts(with: grandchild))
    #expect(rebuilt.starts(with: child))
    #expect(grandchild.starts(with: NavigationIDPath()))
    #expect(!child.starts(with: grandchild))
    #expect(!grandchild.starts(with: NavigationIDPath().appending(row(2))))
  }

  /// A task given a path reads it as its current one, also the first time a task is given one
  /// in the process, from when ``NavigationIDPath/current`` stops skipping the lookup. Run in a
  /// process of its own, where no task carried a path yet.
  @Test func aTaskCarriesThePathItIsGiven() async {
    await #expect(processExitsWith: .success) {
      let path = NavigationIDPath().appending(
        NavigationID(path: \NavigationIDPathTests.Rows.rows, elementID: 3)
      )
      let before = NavigationIDPath.current.isEmpty
      var inside = false
      await NavigationIDPath.withPath(path) { inside = NavigationIDPath.current == path }
      let after = NavigationIDPath.current.isEmpty
      if !before || !inside || !after { fatalError("\(before) \(inside) \(after)") }
    }
  }

  /// Where a child reducer's raw `Task {}` leaves what it read of the navigation path.
  final class RawTaskBox: Sendable {
    let task = Mutex<Task<Int, Never>?>(nil)
  }

  @Reducer
  struct RawTaskChild {
    @ObservableState
    struct State: Equatable {}
    enum Action { case start }
    let box: RawTaskBox
    var body: some ReducerOf<Self> {
      Reduce { _, _ in
        // Not an effect: a task the reducer starts itself, reading the path when it runs.
        let task = Task { NavigationIDPath.current.count }
        box.task.withLock { $0 = task }
        return .none
      }
    }
  }

  @Reducer
  struct RawTaskParent {
    @ObservableState
    struct State: Equatable {
      var child: RawTaskChild.State? = RawTaskChild.State()
    }
    enum Action { case child(RawTaskChild.Action) }
    let box: RawTaskBox
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.child, action: \.child) { RawTaskChild(box: box) }
    }
  }

  /// The depth of the path a raw `Task {}` started by a child reducer reads, on the fast or the
  /// plain path.
  @MainActor
  func rawTaskDepth(plain: Bool) async -> Int {
    let box = RawTaskBox()
    let store = PlainPaths.withPlainPaths(plain) {
      Store(initialState: RawTaskParent.State()) { RawTaskParent(box: box) }
    }
    store.send(.child(.start))
    guard let task = box.task.withLock({ $0 }) else { return -1 }
    return await task.value
  }

  /// A known difference (record 0003, and the migration table): a `Task {}` a child reducer
  /// starts itself, not as an effect, inherits the child's path on the plain path, a task-local,
  /// as TCA's dependency does; the navigation frames belong to the thread, so on the fast path
  /// it reads the root's. Effects, which are how TCA code starts work, see the child's on both.
  @MainActor
  @Test(.enabled(if: PlainPaths.canBeSwitched, "needs the run-time switch of a debug build"))
  func aRawTaskOfAChildReducerSeesTheChildsPathOnlyOnThePlainPath() async {
    #expect(await rawTaskDepth(plain: true) == 1)
    let fast = await rawTaskDepth(plain: false)
    #expect(fast == (PlainPaths.isCompiledOut(.navigationFrames) ? 1 : 0))
  }
}
