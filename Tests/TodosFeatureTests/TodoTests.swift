import ComposableArchitecture
import Foundation
import Testing
import TodosFeature

@MainActor
@Suite struct TodoTests {
  @Test func toggleCompletionMarksDoneAndBack() async {
    let store = TestStore(initialState: Todo.State.milk) { Todo() }
    await store.send(.toggleCompletion) { $0.isComplete = true }
    await store.send(.toggleCompletion) { $0.isComplete = false }
  }

  @Test func aTodoCodesAsItsThreeFields() throws {
    let data = try JSONEncoder().encode(Todo.State.dog)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(Set(object?.keys ?? [:].keys) == ["id", "title", "isComplete"])
    #expect(try JSONDecoder().decode(Todo.State.self, from: data) == .dog)
  }

  @Test func aMissingDoneMarkReadsAsNotDone() throws {
    let json = #"{"id":"00000000-0000-0000-0000-000000000000","title":"Buy milk"}"#
    let todo = try JSONDecoder().decode(Todo.State.self, from: Data(json.utf8))
    #expect(todo == .milk)
  }
}
