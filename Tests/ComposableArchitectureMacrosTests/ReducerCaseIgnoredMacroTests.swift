import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite struct ReducerCaseIgnoredMacroTests {
  @Test func marksTheCaseAndAddsNothing() {
    assertMacroExpansion(
      """
      enum Destination {
        @ReducerCaseIgnored
        case meeting(Meeting, syncUp: SyncUp)
      }
      """,
      expandedSource: """
        enum Destination {
          case meeting(Meeting, syncUp: SyncUp)
        }
        """,
      macros: ["ReducerCaseIgnored": ReducerCaseIgnoredMacro.self]
    )
  }
}
