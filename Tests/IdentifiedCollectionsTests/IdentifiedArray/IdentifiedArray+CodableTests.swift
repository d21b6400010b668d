import Foundation
import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayCodableTests {
  struct Item: Identifiable, Codable, Equatable {
    let id: String
    var count: Int
  }

  @Test func encodesAsAPlainArray() throws {
    let items: IdentifiedArrayOf<Item> = [Item(id: "b", count: 1), Item(id: "a", count: 2)]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(items), as: UTF8.self)
    #expect(json == #"[{"count":1,"id":"b"},{"count":2,"id":"a"}]"#)
  }

  @Test func roundTripKeepsOrderAndLookups() throws {
    var todos = makeTodos(20)
    todos.reverse()
    todos[id: 7]?.isDone = true
    let decoded = try JSONDecoder().decode(
      IdentifiedArrayOf<Todo>.self, from: try JSONEncoder().encode(todos)
    )
    #expect(decoded == todos)
    #expect(decoded.ids == Array((0..<20).reversed()))
    #expect(decoded[id: 7]?.isDone == true)
    expectConsistent(decoded)
  }

  @Test func decodesAPlainArray() throws {
    let json = Data(#"[{"id":"x","count":1},{"id":"y","count":2}]"#.utf8)
    let items = try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: json)
    #expect(items.ids == ["x", "y"])
    #expect(items[id: "y"]?.count == 2)
  }

  @Test func duplicateIDsThrowADecodingErrorNamingTheID() throws {
    let json = Data(
      #"[{"id":"x","count":1},{"id":"dup","count":2},{"id":"dup","count":3}]"#.utf8
    )
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: json)
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("Expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.debugDescription.contains(#""dup""#))
    #expect(context.debugDescription.contains("offset 2"))
    #expect(context.debugDescription.contains("offset 1"))
  }

  @Test func nonArrayThrows() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: Data(#"{"id":"x"}"#.utf8))
    }
  }
}
