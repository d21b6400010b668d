import ComposableArchitecture
import Foundation
import TodosFeature

/// What the tests put in the list.
extension Todo.State {
  static let milk = Todo.State(id: UUID(0), title: "Buy milk")
  static let dog = Todo.State(id: UUID(1), title: "Walk the dog", isComplete: true)
  static let readme = Todo.State(id: UUID(2), title: "Write the README")
}

/// A test's storage and clock, and a store on them.
@MainActor
struct Harness {
  let clock = TestClock()
  let storage: LockIsolated<[Todo.State]?>

  init(saved: [Todo.State]? = nil) {
    storage = LockIsolated(saved)
  }

  /// A test store on the app, with loading already done.
  func store(
    _ todos: [Todo.State] = [],
    filter: Filter = .all,
    cursor: Int = 0
  ) -> TestStoreOf<Todos> {
    TestStore(
      initialState: Todos.State(
        todos: IdentifiedArray(uniqueElements: todos),
        filter: TodoFilter.State(selection: filter),
        cursor: cursor,
        isLoaded: true
      )
    ) {
      Todos()
    } withDependencies: { [clock, storage] in
      $0.continuousClock = clock
      $0.todosPersistence = .inMemory(storage)
      $0.uuid = .incrementing
    }
  }
}

/// A fresh file path in a fresh folder.
func temporaryFile(_ name: String = "todos.json") -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("arbor-todos-tests-\(UUID().uuidString)", isDirectory: true)
    .appendingPathComponent(name)
}
