import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayMutableCollectionTests {
  @Test func positionSubscriptAcceptsSameID() {
    var todos = makeTodos(3)
    todos[1] = Todo(id: 1, title: "Replaced")
    #expect(todos[id: 1]?.title == "Replaced")
    expectConsistent(todos)
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
