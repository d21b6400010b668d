import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayStorageTests {
  /// An insertion or removal walks the stored offsets in place when many ids shift, and rewrites
  /// them one by one when few do: at every size and position, both keep each id's lookup right.
  @Test(arguments: [1, 63, 64, 65, 700])
  func insertingAndRemovingAnywhereKeepsEveryLookupRight(count: Int) {
    for position in Set([0, 1, count / 2, count - 1, count]) where position <= count {
      var todos = makeTodos(count)
      todos.insert(Todo(id: -1), at: position)
      #expect(todos.index(id: -1) == position)
      expectConsistent(todos)

      #expect(todos.remove(at: position).id == -1)
      #expect(todos.ids.elementsEqual(0..<count))
      expectConsistent(todos)

      guard position < count else { continue }
      todos.remove(at: position)
      expectConsistent(todos)
      todos.insert(Todo(id: position), at: position)
      #expect(todos.ids.elementsEqual(0..<count))
      expectConsistent(todos)

      // Removing through the id subscript takes the same path.
      todos[id: position] = nil
      #expect(todos.index(id: position) == nil)
      expectConsistent(todos)
    }
  }
}
