import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayRangeReplaceableCollectionTests {
  @Test func newIDsAreInsertedInOrderWhereTheRangeWas() {
    var todos = makeTodos(5)
    todos.replaceSubrange(1..<3, with: [Todo(id: 10), Todo(id: 11), Todo(id: 12)])
    #expect(todos.ids == [0, 10, 11, 12, 3, 4])
    expectConsistent(todos)
  }

  @Test func anIDStillInTheArrayReplacesThatElementWhereItStands() {
    var todos = makeTodos(4)
    todos.replaceSubrange(0..<1, with: [Todo(id: 9), Todo(id: 3, title: "Rye")])
    #expect(todos.ids == [9, 1, 2, 3])
    #expect(todos[id: 3]?.title == "Rye")
    expectConsistent(todos)
  }

  @Test func anIDOfTheReplacedRangeComesBackAtTheRange() {
    var todos = makeTodos(4)
    todos.replaceSubrange(2..<4, with: [Todo(id: 3, title: "Three"), Todo(id: 2, title: "Two")])
    #expect(todos.ids == [0, 1, 3, 2])
    #expect(todos.map(\.title) == ["todo 0", "todo 1", "Three", "Two"])
    expectConsistent(todos)
  }

  @Test func aRepeatedNewIDTakesItsLastPositionAndItsFirstValue() {
    var todos = makeTodos(2)
    todos.replaceSubrange(
      1..<1, with: [Todo(id: 7, title: "first"), Todo(id: 8), Todo(id: 7, title: "last")]
    )
    #expect(todos.ids == [0, 8, 7, 1])
    #expect(todos[id: 7]?.title == "first")
    expectConsistent(todos)
  }

  @Test func anEmptyReplacementRemovesTheRange() {
    var todos = makeTodos(4)
    todos.replaceSubrange(1..<3, with: [Todo]())
    #expect(todos.ids == [0, 3])
    expectConsistent(todos)
  }

  @Test func theFirstElementOfAnEmptyArrayStartsAWriteLog() {
    var todos = IdentifiedArrayOf<Todo>()
    todos.replaceSubrange(0..<0, with: [Todo(id: 1)])
    let copy = todos
    todos[id: 1]?.title = "Milk"
    #expect(todos._writeLog?.positions == [0])
    #expect(copy[id: 1]?.title == "todo 1")
  }

  /// An operation of the standard library's, run through the protocol alone.
  enum Operation: CaseIterable, Sendable {
    case append, insert, insertContents, appendContents, removeFirst, removeLast
    case removeSubrange, removeAllWhere, replaceSubrange, plus

    func apply<C: RangeReplaceableCollection<Todo> & RandomAccessCollection>(
      to collection: C
    ) -> [Int] where C.Index == Int {
      var collection = collection
      switch self {
      case .append: collection.append(Todo(id: 20))
      case .insert: collection.insert(Todo(id: 21), at: 1)
      case .insertContents:
        collection.insert(contentsOf: [Todo(id: 22), Todo(id: 23)], at: 0)
      case .appendContents: collection.append(contentsOf: [Todo(id: 24)])
      case .removeFirst: collection.removeFirst()
      case .removeLast: collection.removeLast(2)
      case .removeSubrange: collection.removeSubrange(1..<4)
      case .removeAllWhere: collection.removeAll(where: { $0.id.isMultiple(of: 2) })
      case .replaceSubrange:
        collection.replaceSubrange(0..<2, with: [Todo(id: 25)])
      case .plus: collection = collection + [Todo(id: 26)]
      }
      return collection.map(\.id)
    }
  }

  /// The standard library's algorithms give the same elements as on an `Array` whenever the
  /// ids they produce are unique.
  @Test(arguments: Operation.allCases)
  func genericAlgorithmsAgreeWithArray(operation: Operation) {
    let todos = makeTodos(6)
    #expect(operation.apply(to: todos) == operation.apply(to: Array(todos)))
  }

  @Test func theSequenceInitializerKeepsTheFirstOfEachID() {
    let todos = IdentifiedArrayOf<Todo>([Todo(id: 1), Todo(id: 2), Todo(id: 1, title: "again")])
    #expect(todos.ids == [1, 2])
    #expect(todos[id: 1]?.title == "todo 1")
  }

  @Test func protocolAppendOfAPresentIDReplacesItsValueInPlace() {
    func appendThroughTheProtocol<C: RangeReplaceableCollection>(
      _ element: C.Element, to collection: inout C
    ) {
      collection.append(element)
    }
    var todos = makeTodos(3)
    appendThroughTheProtocol(Todo(id: 1, title: "Rye"), to: &todos)
    #expect(todos.ids == [0, 1, 2])
    #expect(todos[id: 1]?.title == "Rye")
    // The array's own `append` keeps the element it has.
    todos.append(Todo(id: 1, title: "Wheat"))
    #expect(todos[id: 1]?.title == "Rye")
    expectConsistent(todos)
  }
}
