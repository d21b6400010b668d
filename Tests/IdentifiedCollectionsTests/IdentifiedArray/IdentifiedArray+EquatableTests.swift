import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayEquatableTests {
  @Test func equalWhenSameElementsInSameOrder() {
    #expect(makeTodos(3) == makeTodos(3))
    #expect(IdentifiedArrayOf<Todo>() == [])
  }

  @Test func orderMatters() {
    var reversed = makeTodos(3)
    reversed.reverse()
    #expect(reversed != makeTodos(3))
  }

  @Test func contentsMatter() {
    var changed = makeTodos(3)
    changed[id: 1]?.isDone = true
    #expect(changed != makeTodos(3))
  }

  @Test func countMatters() {
    #expect(makeTodos(3) != makeTodos(4))
  }
}
