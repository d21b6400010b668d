import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayHashableTests {
  @Test func equalArraysHashEqually() {
    var built = IdentifiedArrayOf<Todo>()
    for id in 0..<5 { built.append(Todo(id: id)) }
    #expect(built.hashValue == makeTodos(5).hashValue)
  }

  @Test func usableAsSetMembers() {
    var changed = makeTodos(3)
    changed[id: 0]?.title = "Changed"
    let set: Set = [makeTodos(3), makeTodos(3), changed, makeTodos(2)]
    #expect(set.count == 3)
    #expect(set.contains(changed))
  }
}
