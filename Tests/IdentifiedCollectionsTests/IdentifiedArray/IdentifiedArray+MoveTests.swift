import Foundation
import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayMoveTests {
  @Test func moveForward() {
    var todos = makeTodos(4)
    todos.move(fromOffsets: [0], toOffset: 3)
    #expect(todos.ids == [1, 2, 0, 3])
    expectConsistent(todos)
  }

  @Test func moveToEnd() {
    var todos = makeTodos(4)
    todos.move(fromOffsets: [1], toOffset: 4)
    #expect(todos.ids == [0, 2, 3, 1])
    expectConsistent(todos)
  }

  @Test func moveBackward() {
    var todos = makeTodos(4)
    todos.move(fromOffsets: [3], toOffset: 0)
    #expect(todos.ids == [3, 0, 1, 2])
    expectConsistent(todos)
  }

  @Test func moveSeveralKeepsTheirRelativeOrder() {
    var todos = makeTodos(6)
    todos.move(fromOffsets: IndexSet([1, 4, 5]), toOffset: 3)
    #expect(todos.ids == [0, 2, 1, 4, 5, 3])
    expectConsistent(todos)
  }

  @Test func moveOntoItselfChangesNothing() {
    var todos = makeTodos(4)
    let before = todos
    todos.move(fromOffsets: [2], toOffset: 2)
    todos.move(fromOffsets: [2], toOffset: 3)
    todos.move(fromOffsets: [], toOffset: 0)
    #expect(todos.ids == [0, 1, 2, 3])
    #expect(todos._hasIdenticalIDs(to: before))
  }

  @Test func moveMatchesArrayRemoveAndInsert() {
    // The reference semantics, written the slow way on a plain array.
    for source in [IndexSet([0, 1]), IndexSet([2]), IndexSet([0, 3, 4]), IndexSet(1...3)] {
      for destination in 0...5 {
        var todos = makeTodos(5)
        todos.move(fromOffsets: source, toOffset: destination)
        var expected = Array(0..<5)
        let moving = source.map { expected[$0] }
        let insertion = destination - source.count(in: 0..<destination)
        expected.removeAll { moving.contains($0) }
        expected.insert(contentsOf: moving, at: insertion)
        #expect(todos.ids == expected, "source \(Array(source)) to \(destination)")
        expectConsistent(todos)
      }
    }
  }
}
