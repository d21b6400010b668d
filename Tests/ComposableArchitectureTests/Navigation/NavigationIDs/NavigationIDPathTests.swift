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
}
