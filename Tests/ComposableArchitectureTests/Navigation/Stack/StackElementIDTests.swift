import ComposableArchitecture
import XCTest

/// XCTest tests share one cache of dependency defaults; stack ids still start at 0 in each test,
/// whichever of these runs first.
@MainActor
final class StackElementIDTests: XCTestCase {
  func testIDsStartAtZeroInOneTest() async {
    await pushTwice()
  }

  func testIDsStartAtZeroInAnotherTest() async {
    await pushTwice()
  }

  func testAnInitialStackIsNumberedByTheStoresSequence() async {
    let store = TestStore(initialState: Self.hostWithOneEditor()) { Host() }
    XCTAssertEqual(store.state.path.ids, [0])
    await store.send(.pushEditor) { $0.path.append(Editor.State()) }
    XCTAssertEqual(store.state.path.ids, [0, 1])
  }

  func testAStackBuiltBeforeTheStoreIsNumberedFromZeroToo() async {
    let initialState = Self.hostWithOneEditor()
    XCTAssertEqual(initialState.path.ids, [0])
    let store = TestStore(initialState: initialState) { Host() }
    await store.send(.pushEditor) { $0.path.append(Editor.State()) }
    XCTAssertEqual(store.state.path.ids, [0, 1])
  }

  private static func hostWithOneEditor() -> Host.State {
    var state = Host.State()
    state.path = StackState([Editor.State(text: "first")])
    return state
  }

  private func pushTwice() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.pushEditor) { $0.path[id: 0] = Editor.State() }
    await store.send(.pushEditor) { $0.path.append(Editor.State()) }
    XCTAssertEqual(store.state.path.ids, [0, 1])
  }
}
