import Foundation
import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayMutableCollectionTests {
  @Test func positionSubscriptAcceptsSameID() {
    var todos = makeTodos(3)
    todos[1] = Todo(id: 1, title: "Replaced")
    #expect(todos[id: 1]?.title == "Replaced")
    expectConsistent(todos)
  }

  @Test func positionSubscriptWithANewIDReplacesTheElementThere() {
    var todos = makeTodos(3)
    todos[1] = Todo(id: 4, title: "New")
    #expect(todos.ids == [0, 4, 2])
    #expect(todos[id: 4]?.title == "New")
    #expect(todos[id: 1] == nil)
    #expect(todos.count == 3)
    expectConsistent(todos)
  }

  @Test func positionSubscriptWithAnIDElsewhereTradesPlaces() {
    var todos = makeTodos(4)
    todos[0] = Todo(id: 2, title: "Moved")
    #expect(todos.ids == [2, 1, 0, 3])
    #expect(todos[0].title == "Moved")
    #expect(todos[id: 0]?.title == "todo 0")
    expectConsistent(todos)
  }

  @Test func positionAssignmentThatMovesIDsWritesTheIDsBuffer() {
    let before = makeTodos(3)
    var replaced = before
    replaced[1] = Todo(id: 9)
    #expect(!replaced._hasIdenticalIDs(to: before))
    #expect(replaced != before)
    var traded = before
    traded[0] = before[2]
    #expect(!traded._hasIdenticalIDs(to: before))
    #expect(traded != before)
    #expect(before.ids == [0, 1, 2])
  }

  @Test func positionAssignmentsAreLogged() {
    let before = makeTodos(100)
    var after = before
    after[40] = Todo(id: 40, title: "Changed")
    #expect(after._writeLog?.positions == [40])
    #expect(after != before)
  }

  @Test func sortUsingAComparator() {
    var todos: IdentifiedArrayOf<Todo> = [
      Todo(id: 3, title: "c"), Todo(id: 1, title: "a"), Todo(id: 2, title: "b"),
    ]
    todos.sort(using: KeyPathComparator(\.title))
    #expect(todos.ids == [1, 2, 3])
    todos.sort(using: KeyPathComparator(\.id, order: .reverse))
    #expect(todos.ids == [3, 2, 1])
    expectConsistent(todos)
  }

  @Test func genericAlgorithmsReorderThroughTheSubscript() {
    var sorted = makeTodos(20)
    sorted.reverse()
    sortGenerically(&sorted) { $0.id < $1.id }
    #expect(sorted.ids == Array(0..<20))
    expectConsistent(sorted)

    var reversed = makeTodos(5)
    reverseGenerically(&reversed)
    #expect(reversed.ids == [4, 3, 2, 1, 0])
    expectConsistent(reversed)

    var swapped = makeTodos(3)
    swapGenerically(&swapped, 0, 2)
    #expect(swapped.ids == [2, 1, 0])
    expectConsistent(swapped)

    var partitioned = makeTodos(6)
    let pivot = partitionGenerically(&partitioned) { $0.id < 3 }
    #expect(pivot == 3)
    #expect(Set(partitioned.ids[pivot...]) == [0, 1, 2])
    expectConsistent(partitioned)

    var shuffled = makeTodos(30)
    shuffleGenerically(&shuffled)
    #expect(shuffled.ids.sorted() == Array(0..<30))
    expectConsistent(shuffled)
  }

  @Test func sortedReturnsAnIdentifiedArray() {
    let todos = makeTodos(4)
    let descending: IdentifiedArrayOf<Todo> = todos.sorted { $0.id > $1.id }
    #expect(descending.ids == [3, 2, 1, 0])
    #expect(descending[id: 2]?.title == "todo 2")
    expectConsistent(descending)
    let numbers = IdentifiedArray(uniqueElements: [3, 1, 2], id: \.self)
    let ascending: IdentifiedArray<Int, Int> = numbers.sorted()
    #expect(ascending.ids == [1, 2, 3])
  }

  @Test func positionSubscriptMutatesInPlaceKeepingIDStorage() {
    var todos = makeTodos(100)
    let before = todos
    todos[10].isDone = true
    #expect(todos._hasIdenticalIDs(to: before))
    #expect(todos[10].isDone)
    #expect(!before[10].isDone)
    var unique = makeTodos(100)
    let uniqueElements = bufferAddress(unique._elements)
    unique[10].isDone = true
    #expect(bufferAddress(unique._elements) == uniqueElements)
  }

  @Test func swapAt() {
    var todos = makeTodos(4)
    todos.swapAt(0, 3)
    #expect(todos.ids == [3, 1, 2, 0])
    todos.swapAt(1, 1)
    #expect(todos.ids == [3, 1, 2, 0])
    expectConsistent(todos)
  }

  @Test func partition() {
    var todos = makeTodos(6)
    let pivot = todos.partition { $0.id.isMultiple(of: 2) }
    #expect(pivot == 3)
    #expect(todos[..<pivot].allSatisfy { !$0.id.isMultiple(of: 2) })
    #expect(todos[pivot...].allSatisfy { $0.id.isMultiple(of: 2) })
    expectConsistent(todos)
  }

  @Test func partitionThatThrowsLosesNothing() {
    struct Failure: Error {}
    var todos = makeTodos(6)
    var calls = 0
    #expect(throws: Failure.self) {
      _ = try todos.partition { todo in
        calls += 1
        if calls == 4 { throw Failure() }
        return todo.id < 3
      }
    }
    #expect(Set(todos.ids) == Set(0..<6))
    expectConsistent(todos)
  }

  @Test func reverse() {
    var todos = makeTodos(4)
    todos.reverse()
    #expect(todos.ids == [3, 2, 1, 0])
    expectConsistent(todos)
  }

  @Test func shuffleWithSeededGeneratorIsAPermutation() {
    struct SplitMix: RandomNumberGenerator {
      var state: UInt64
      mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
      }
    }
    var todos = makeTodos(50)
    var generator = SplitMix(state: 7)
    todos.shuffle(using: &generator)
    #expect(todos.ids != Array(0..<50))
    #expect(todos.ids.sorted() == Array(0..<50))
    var again = makeTodos(50)
    var sameGenerator = SplitMix(state: 7)
    again.shuffle(using: &sameGenerator)
    #expect(again.ids == todos.ids)
    expectConsistent(todos)

    var systemShuffled = makeTodos(50)
    systemShuffled.shuffle()
    #expect(systemShuffled.ids.sorted() == Array(0..<50))
    expectConsistent(systemShuffled)
  }

  @Test func sortByPredicate() {
    var todos = makeTodos(5)
    todos.sort { $0.id > $1.id }
    #expect(todos.ids == [4, 3, 2, 1, 0])
    expectConsistent(todos)
  }

  @Test func sortThatThrowsLosesNothing() {
    struct Failure: Error {}
    var todos = makeTodos(20)
    todos.reverse()
    var calls = 0
    #expect(throws: Failure.self) {
      try todos.sort { lhs, rhs in
        calls += 1
        if calls == 10 { throw Failure() }
        return lhs.id < rhs.id
      }
    }
    #expect(Set(todos.ids) == Set(0..<20))
    expectConsistent(todos)
  }

  @Test func sortComparable() {
    struct Score: Identifiable, Comparable {
      let id: String
      var points: Int
      static func < (lhs: Self, rhs: Self) -> Bool { lhs.points < rhs.points }
    }
    var scores: IdentifiedArrayOf<Score> = [
      Score(id: "a", points: 3), Score(id: "b", points: 1), Score(id: "c", points: 2),
    ]
    scores.sort()
    #expect(scores.ids == ["b", "c", "a"])
    expectConsistent(scores)
  }
}

// The standard library's algorithms as code generic over mutable collections sees them: they
// reorder by assigning through the position subscript and `swapAt`, not through
// `IdentifiedArray`'s own overloads.
func sortGenerically<C: MutableCollection & RandomAccessCollection>(
  _ collection: inout C, by areInIncreasingOrder: (C.Element, C.Element) -> Bool
) {
  collection.sort(by: areInIncreasingOrder)
}

func reverseGenerically<C: MutableCollection & BidirectionalCollection>(_ collection: inout C) {
  collection.reverse()
}

func swapGenerically<C: MutableCollection>(_ collection: inout C, _ i: C.Index, _ j: C.Index) {
  collection.swapAt(i, j)
}

func partitionGenerically<C: MutableCollection>(
  _ collection: inout C, by belongsInSecondPartition: (C.Element) -> Bool
) -> C.Index {
  collection.partition(by: belongsInSecondPartition)
}

func shuffleGenerically<C: MutableCollection & RandomAccessCollection>(_ collection: inout C) {
  collection.shuffle()
}
