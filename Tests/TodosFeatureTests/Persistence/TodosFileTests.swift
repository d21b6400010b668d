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
