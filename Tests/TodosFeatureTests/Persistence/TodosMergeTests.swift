import Foundation
import Testing
import TodosFeature

@Suite struct TodosMergeTests {
  static let a1 = Todo.State(id: UUID(10), title: "A1")
  static let a2 = Todo.State(id: UUID(11), title: "A2")
  static let b1 = Todo.State(id: UUID(20), title: "B1")

  @Test func whatEachSideAddedIsKept() {
    let merged = TodosMerge.merge(
      base: [.milk], ours: [.milk, Self.b1], theirs: [.milk, Self.a1, Self.a2])
    #expect(merged == [.milk, Self.a1, Self.a2, Self.b1])
  }

  @Test func aDeleteWinsOverNoChangeButNotOverAChange() {
    var milkDone = Todo.State.milk
    milkDone.isComplete = true
    // They deleted milk, we did not touch it: gone. We deleted the dog, they renamed it: kept.
    var dogRenamed = Todo.State.dog
    dogRenamed.title = "Walk the dog twice"
    #expect(
      TodosMerge.merge(base: [.milk, .dog], ours: [.milk], theirs: [dogRenamed])
        == [dogRenamed])
    // We completed milk, they deleted it: kept, done.
    #expect(TodosMerge.merge(base: [.milk], ours: [milkDone], theirs: []) == [milkDone])
  }

  @Test func eachFieldTakesTheSideThatChangedIt() {
    var ours = Todo.State.milk
    ours.title = "Buy oat milk"
    var theirs = Todo.State.milk
    theirs.isComplete = true
    let merged = TodosMerge.merge(base: [.milk], ours: [ours], theirs: [theirs])
    #expect(merged == [Todo.State(id: Todo.State.milk.id, title: "Buy oat milk", isComplete: true)])
  }

  @Test func duplicateIDsAreNotDropped() {
    let twin = Todo.State(id: Todo.State.milk.id, title: "Twin")
    #expect(TodosMerge.merge(base: [], ours: [], theirs: [.milk, twin]).count == 2)
  }
}
