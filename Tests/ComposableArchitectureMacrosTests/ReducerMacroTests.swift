import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct ReducerMacroTests {
  let macros = [
    "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])
  ]

  @Test func scratch() {
    assertMacroExpansion(
      """
      @Reducer
      enum Destino {
        case detalle(Detalle)
        case ajustes(Ajustes)
      }
      """,
      expandedSource: "",
      macroSpecs: macros
    )
  }
}
