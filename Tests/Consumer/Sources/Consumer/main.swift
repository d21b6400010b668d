// The README's example, compiled and run by CI from a package that depends on Arbor by path.
import CasePaths
import IdentifiedCollections

struct Todo: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

@CasePathable
enum Action {
  case toggle(id: Int)
  case rename(id: Int, title: String)
  case clearCompleted
}

var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Walk")]
let actions: [Action] = [.toggle(id: 1), .rename(id: 2, title: "Walk the dog"), .clearCompleted]

for action in actions {
  if let id = action[case: \.toggle] { todos[id: id]?.isDone.toggle() }
  if case let (id, title)? = action[case: \.rename] { todos[id: id]?.title = title }
  if action.is(\.clearCompleted) { todos.removeAll(where: \.isDone) }
}
print(todos.map(\.title))  // ["Walk the dog"]

precondition(todos.map(\.title) == ["Walk the dog"], "the README example must do what it says")
