import Foundation
import Testing
import TodosFeature

@Suite struct TodosFileTests {
  @Test func theDefaultFileFollowsXDGThenHome() {
    #expect(
      TodosFile.defaultURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]).path
        == "/data/arbor/todos.json")
    #expect(
      TodosFile.defaultURL(environment: ["HOME": "/home/u"]).path
        == "/home/u/.local/share/arbor/todos.json")
    #expect(
      TodosFile.defaultURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]).path
        == "/home/u/.local/share/arbor/todos.json",
      "a relative XDG_DATA_HOME is ignored, as the spec says")
  }

  @Test func theFileIsVersionedPrettyJSON() throws {
    let text = String(decoding: try TodosFile.encode([.milk]), as: UTF8.self)
    #expect(text.contains(#""version" : 1"#))
    #expect(text.contains(#""title" : "Buy milk""#))
    #expect(try TodosFile.decode(Data(text.utf8)) == [.milk])
  }

  @Test func anEmptyFileIsAnEmptyListButOtherTextIsNotAList() throws {
    #expect(try TodosFile.decodeRepairingText(Data()) == ([], 0))
    #expect(throws: DecodingError.self) { try TodosFile.decodeRepairingText(Data("\n".utf8)) }
    #expect(throws: DecodingError.self) { try TodosFile.decode(Data()) }
  }

  @Test func bytesThatAreNotUTF8CostOneCharacterNotTheList() throws {
    var data = try TodosFile.encode([.milk, .dog])
    // "Buy milk" becomes "Buy m\u{FFFD}lk": one byte that starts no UTF-8 character.
    data[data.firstRange(of: Data("milk".utf8))!.lowerBound + 1] = 0xC3
    #expect(throws: DecodingError.self) { try TodosFile.decode(data) }
    let repaired = try TodosFile.decodeRepairingText(data)
    #expect(repaired.todos.map(\.title) == ["Buy m\u{FFFD}lk", "Walk the dog"])
    #expect(repaired.replaced == 1)
    #expect(try TodosFile.decodeRepairingText(TodosFile.encode([.milk])) == ([.milk], 0))
  }

  @Test func aFileThatIsNotAListStaysRefusedEvenWhenRepaired() {
    #expect(throws: DecodingError.self) {
      try TodosFile.decodeRepairingText(Data([0x7B, 0xFF, 0x7D]))
    }
  }

  @Test func anotherVersionIsRefusedWithAReason() {
    #expect(throws: TodosFile.UnsupportedVersion(found: 2)) {
      try TodosFile.decode(Data(#"{"version":2,"todos":[]}"#.utf8))
    }
    #expect(
      TodosFile.describe(TodosFile.UnsupportedVersion(found: 2))
        == "format version 2 is not supported (expected 1)")
  }

  @Test func decodingErrorsAreDescribedByWhere() {
    func reason(_ json: String) -> String {
      do {
        _ = try TodosFile.decode(Data(json.utf8))
        return "decoded"
      } catch {
        return TodosFile.describe(error)
      }
    }
    #expect(reason("[") == "not valid JSON")
    #expect(reason(#"{"version":1}"#) == "missing \"todos\" at the top level")
    #expect(
      reason(#"{"version":1,"todos":[{"id":"00000000-0000-0000-0000-000000000000"}]}"#)
        == "missing \"title\" at todos[0]")
    #expect(reason(#"{"version":"1","todos":[]}"#) == "wrong type at version")
  }
}
