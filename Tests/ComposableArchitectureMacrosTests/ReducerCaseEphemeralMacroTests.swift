import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite struct ReducerCaseEphemeralMacroTests {
  @Test func marksTheCaseAndAddsNothing() {
    assertMacroExpansion(
      """
      enum Destination {
        @ReducerCaseEphemeral
        case toast(Toast)
      }
      """,
      expandedSource: """
        enum Destination {
          case toast(Toast)
        }
        """,
      macros: ["ReducerCaseEphemeral": ReducerCaseEphemeralMacro.self]
    )
  }
}
