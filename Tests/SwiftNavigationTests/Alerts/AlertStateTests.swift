import CustomDump
import SwiftNavigation
import Testing

@Suite struct AlertStateTests {
  @Test func equalityIgnoresIdentity() {
    let first = AlertState<Int> {
      TextState("Title")
    } message: {
      TextState("Body")
    }
    let second = AlertState<Int> {
      TextState("Title")
    } message: {
      TextState("Body")
    }
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != AlertState<Int> { TextState("Other") })
  }

  @Test func mapTransformsButtonActionsAndKeepsIDs() {
    let alert = AlertState<Int> {
      TextState("Pick")
    } actions: {
      ButtonState(action: 1) { TextState("One") }
      ButtonState { TextState("None") }
    }
    let mapped = alert.map { $0.map(String.init) }
    #expect(mapped.id == alert.id)
    #expect(mapped.buttons.map(\.action.action) == ["1", nil])
    #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))
  }

  @Test func builderHandlesConditionsAndLoops() {
    let showArchive = false
    let alert = AlertState<Int> {
      TextState("Actions")
    } actions: {
      for value in 1...3 {
        ButtonState(action: value) { TextState("\(value)") }
      }
      if showArchive {
        ButtonState(action: 0) { TextState("Archive") }
      } else {
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    #expect(alert.buttons.map { String(state: $0.label) } == ["1", "2", "3", "Cancel"])
  }

  @Test func textStateConcatenatesAndStyles() {
    let text = TextState("Careful: ").bold() + TextState("no undo.")
    #expect(String(state: text) == "Careful: no undo.")
    #expect(text != TextState("Careful: ") + TextState("no undo."))
    #expect(TextState("a").italic() == TextState("a").italic())
  }

  @Test func alertDumpsWithoutItsID() {
    let alert = AlertState<Int> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: 1) { TextState("Delete") }
    }
    var dump = ""
    customDump(alert, to: &dump)
    #expect(dump.contains("\"Delete?\""))
    #expect(dump.contains("destructive"))
    #expect(!dump.contains("id:"))
  }
}
