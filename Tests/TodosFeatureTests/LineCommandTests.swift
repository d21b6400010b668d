import Testing
import TodosFeature

@Suite struct LineCommandTests {
  @Test func everyCommandParses() throws {
    #expect(try LineCommand.parse("add Buy milk") == .add("Buy milk"))
    #expect(try LineCommand.parse("  add   Buy  milk  ") == .add("Buy  milk"))
    #expect(try LineCommand.parse("toggle 1") == .toggle(1))
    #expect(try LineCommand.parse("edit 2 New title") == .edit(2, "New title"))
    #expect(try LineCommand.parse("delete 3") == .delete(3))
    #expect(try LineCommand.parse("yes") == .yes)
    #expect(try LineCommand.parse("no") == .no)
    #expect(try LineCommand.parse("filter active") == .filter(.active))
    #expect(try LineCommand.parse("FILTER Completed") == .filter(.completed))
    #expect(try LineCommand.parse("clear") == .clear)
    #expect(try LineCommand.parse("up 2") == .up(2))
    #expect(try LineCommand.parse("down 1") == .down(1))
    #expect(try LineCommand.parse("undo") == .undo)
    #expect(try LineCommand.parse("list") == .list)
    #expect(try LineCommand.parse("help") == .help)
    #expect(try LineCommand.parse("quit") == .quit)
  }

  @Test func blanksAndCommentsAreNotCommands() throws {
    #expect(try LineCommand.parse("") == nil)
    #expect(try LineCommand.parse("   \t") == nil)
    #expect(try LineCommand.parse("# a comment") == nil)
  }

  @Test func mistakesSayWhatIsWrong() {
    func message(_ line: String) -> String? {
      do {
        _ = try LineCommand.parse(line)
        return nil
      } catch {
        return error.message
      }
    }
    #expect(message("add") == "“add” needs a title.")
    #expect(message("toggle") == "“toggle” needs a todo number, as in “toggle 1”.")
    #expect(message("toggle 0") == "“toggle” needs a todo number, as in “toggle 1”.")
    #expect(message("edit 1") == "“edit” needs a new title.")
    #expect(message("filter done") == "“filter” takes all, active or completed.")
    #expect(message("list all") == "“list” takes nothing after it.")
    #expect(message("frobnicate") == "Unknown command “frobnicate”. Type help for the commands.")
  }
}
