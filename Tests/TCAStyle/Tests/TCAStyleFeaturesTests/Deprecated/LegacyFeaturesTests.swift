import ComposableArchitecture
import XCTest

@testable import TCAStyleFeatures

// These tests exercise TCA's deprecated spellings on purpose, so their declarations are
// deprecated too, as TCA's own tests of these spellings are. Swift Testing refuses deprecated
// test functions; XCTest runs them.
@MainActor
final class LegacyFeaturesTests: XCTestCase {}

@available(*, deprecated, message: "Exercises TCA's deprecated spellings on purpose.")
extension LegacyFeaturesTests {
  func testCasePathOperatorsComposeReducers() async {
    let store = TestStore(
      initialState: LegacyParent.State(
        child: CounterFeature.State(),
        rows: [TodoRow.State(id: 1, title: "Milk")],
        route: .counting(CounterFeature.State(count: 10))
      )
    ) {
      LegacyParent()
    }
    await store.send(.tab(.incrementButtonTapped)) {
      $0.tab.count = 1
    }
    await store.send(.child(.incrementButtonTapped)) {
      $0.child?.count = 1
    }
    await store.send(.route(.counting(.decrementButtonTapped))) {
      $0.route = .counting(CounterFeature.State(count: 9))
    }
    await store.send(.row(id: 1, action: .titleChanged("Oat milk"))) {
      $0.rows[id: 1]?.title = "Oat milk"
    }
  }

  func testReceiveByCasePathAndTaskResult() async {
    let store = TestStore(initialState: LegacyParent.State()) {
      LegacyParent()
    }
    await store.send(.fetchFact)
    await store.receive(/LegacyParent.Action.factResponse) {
      $0.fact = .success("0 is odd: false")
    }
  }

  func testXCTModifyChangesTheCase() async {
    let store = TestStore(
      initialState: LegacyParent.State(route: .counting(CounterFeature.State()))
    ) {
      LegacyParent()
    }
    await store.send(.route(.counting(.incrementButtonTapped))) {
      XCTModify(&$0.route, case: /LegacyRoute.State.counting) {
        $0.count = 1
      }
    }
  }

  func testXCTModifyUnderANonExhaustiveStoreLetsTheValueStayAsItIs() async {
    let store = TestStore(
      initialState: LegacyParent.State(route: .counting(CounterFeature.State()))
    ) {
      LegacyParent()
    }
    store.exhaustivity = .off
    // The closure runs on the state after the action, where the count is already 1: unchanged,
    // which only an exhaustive store reports.
    await store.send(.route(.counting(.incrementButtonTapped))) {
      XCTModify(&$0.route, case: /LegacyRoute.State.counting) {
        $0.count = 1
      }
    }
  }

  func testCasePathExtractsOnlyItsCase() throws {
    let path: AnyCasePath<LegacyParent.Action, CounterFeature.Action> = /LegacyParent.Action.child
    XCTAssert(path.extract(from: .child(.incrementButtonTapped)) != nil)
    XCTAssert(path.extract(from: .tab(.incrementButtonTapped)) == nil)
    XCTAssert(path.embed(.decrementButtonTapped).is(\.child.decrementButtonTapped))
    let row = try XCTUnwrap(
      LegacyParent.Action.row(id: 3, action: .checkBoxToggled),
      case: /LegacyParent.Action.row(id:action:)
    )
    XCTAssert(row.0 == 3)
    withExpectedIssue {
      XCTAssertThrowsError(
        try XCTUnwrap(LegacyParent.Action.fetchFact, case: /LegacyParent.Action.child)
      )
    }
  }

  func testOptionalAndIdentityCasePaths() throws {
    var count: Int? = 1
    try AnyCasePath<Int?, Int>.some.modify(&count) { $0 += 1 }
    XCTAssertEqual(count, 2)
    let identity: AnyCasePath<Int, Int> = .`self`
    XCTAssertEqual(identity.extract(from: 5), 5)
    let screen: AnyCasePath<LegacyRoute.State?, CounterFeature.State> = /LegacyRoute.State.counting
    XCTAssertEqual(screen.extract(from: .counting(CounterFeature.State(count: 2)))?.count, 2)
    XCTAssertNil(screen.extract(from: nil))
    XCTAssertNil(screen.extract(from: .idle))
  }

  func testBindingStateAndRemoveDuplicates() async {
    let store = TestStore(initialState: LegacySettings.State()) {
      LegacySettings()
    }
    await store.send(.set(\.$displayName, "blob")) {
      $0.displayName = "BLOB"
      $0.changes = 1
    }
    await store.send(\.binding.$notificationsOn, true) {
      $0.notificationsOn = true
      $0.changes = 2
    }
    await store.send(.binding(.set(\.$notificationsOn, true)))
  }

  func testClosureScopedStore() {
    let store = Store(initialState: LegacyParent.State()) {
      LegacyParent()
    }
    let tab = store.scope(state: { $0.tab }, action: { .tab($0) })
    tab.send(.incrementButtonTapped)
    XCTAssert(tab.state.count == 1)
    XCTAssert(store.state.tab.count == 1)
  }

  func testAClosureScopedStoreReadsItsStateOnlyWhenAsked() async {
    let store = Store(initialState: LegacyParent.State()) {
      LegacyParent()
    }
    var reads = 0
    let tab = store.scope(
      state: { (state: LegacyParent.State) -> CounterFeature.State in
        reads += 1
        return state.tab
      },
      action: { .tab($0) }
    )
    XCTAssertEqual(reads, 0)
    tab.send(.incrementButtonTapped)
    XCTAssertEqual(reads, 0)
    XCTAssertEqual(tab.state.count, 1)
    XCTAssertEqual(reads, 1)
  }

  func testScopingAClosureScopedStoreByKeyPathIsReported() async {
    let store = Store(initialState: LegacyParent.State(child: CounterFeature.State())) {
      LegacyParent()
    }
    let uncached = store.scope(state: { $0 }, action: { $0 })
    withExpectedIssue {
      _ = uncached.scope(state: \.child, action: \.child)
    }
    // Scoped by key paths all the way, nothing is reported.
    XCTAssertNotNil(store.scope(state: \.child, action: \.child))
  }
}
