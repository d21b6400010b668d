import ComposableArchitectureMacros
import MacroTesting
import Testing

@Suite struct ObservationStateIgnoredMacroTests {
  @Test func marksThePropertyAndAddsNothing() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @ObservationStateIgnored var scratch = ""
        @ObservationStateIgnored
        var cache: [Int: String] = [:]
      }
      """#,
      expandedSource: #"""
        @ObservableState
        struct State {
          var scratch = ""
          var cache: [Int: String] = [:]
        }
        """#,
      macros: ["ObservationStateIgnored": ObservationStateIgnoredMacro.self]
    )
  }
}
