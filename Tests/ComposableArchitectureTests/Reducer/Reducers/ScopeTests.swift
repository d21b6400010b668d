import LessonFeatures
import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct ScopeTests {
  @Test func runsTheChildOnItsSliceInPlace() {
    var state = Panel.State()
    _ = Panel().reduce(into: &state, action: .contador(.incrementar))
    #expect(state.contador.cuenta == 1)
  }

  @Test func ignoresTheParentsOtherActions() {
    let scope = Scope(state: \Panel.State.contador, action: \Panel.Action.Cases.contador) {
      Contador()
    }
    var state = Panel.State()
    let effect = scope.reduce(into: &state, action: .otra)
    #expect(state == Panel.State())
    guard case .none = effect.operation else {
      Issue.record("a foreign action must produce no effect")
      return
    }
  }

  @Test func severalReducersInItsClosureRunOnTheChildDomainInOrder() {
    let scope = Scope(state: \Panel.State.contador, action: \Panel.Action.Cases.contador) {
      Contador()
      Analitica()
    }
    var state = Panel.State()
    _ = scope.reduce(into: &state, action: .contador(.incrementar))
    #expect(state.contador.cuenta == 10)
  }

  @Test func mapsTheChildsEffectsIntoTheParentsAction() async {
    var state = Panel.State()
    let recorder = EffectRecorder<Panel.Action>()
    await recorder.run(Panel().reduce(into: &state, action: .contador(.pedirRespuesta)))
    #expect(recorder.actions == [.contador(.respuestaRecibida)])
  }

  @Test func aReduceAfterTheScopeSeesTheNewState() {
    var state = Panel.State()
    _ = Panel().reduce(into: &state, action: .contador(.incrementar))
    _ = Panel().reduce(into: &state, action: .contador(.incrementar))
    #expect(state.historial == [1, 2])
  }

  @Test func aReduceBeforeTheScopeSeesThePreviousState() {
    var state = Panel.State()
    _ = PanelInvertido().reduce(into: &state, action: .contador(.incrementar))
    _ = PanelInvertido().reduce(into: &state, action: .contador(.incrementar))
    #expect(state.historial == [0, 1])
  }

  @CasePathable
  enum Destino: Equatable {
    case detalle(Contador.State)
    case ajustes(Contador.State)
  }
  @CasePathable
  enum DestinoAction: Equatable {
    case detalle(Contador.Action)
    case ajustes(Contador.Action)
  }

  @Test func anEnumStateScopeRunsTheChildAndReembedsTheCase() {
    let scope = Scope(state: \Destino.Cases.detalle, action: \DestinoAction.Cases.detalle) {
      Contador()
    }
    var state = Destino.detalle(Contador.State())
    _ = scope.reduce(into: &state, action: .detalle(.incrementar))
    #expect(state == .detalle(Contador.State(cuenta: 1)))
  }

  @Test func anEnumStateScopeWarnsWhenTheCaseDoesNotMatchAndLeavesTheStateAlone() {
    let line = #line + 1
    let scope = Scope(state: \Destino.Cases.detalle, action: \DestinoAction.Cases.detalle) {
      Contador()
    }
    var state = Destino.ajustes(Contador.State(cuenta: 5))
    withKnownIssue {
      _ = scope.reduce(into: &state, action: .detalle(.incrementar))
    } matching: { issue in
      let text = issue.reportedText
      return text.hasPrefix(
        """
        A "Scope" at "ComposableArchitectureTests/ScopeTests.swift:\(line)" received a child \
        action when child state was set to a different case.

        """
      )
        && text.contains("DestinoAction.detalle")
        && text.contains("Destino.ajustes")
        && issue.sourceLocation?.line == line
    }
    #expect(state == .ajustes(Contador.State(cuenta: 5)))
  }
}

@MainActor
@Suite struct ScopeUnlabeledTests {
  @Test func theUnlabeledFormRunsTheChildOnItsSlice() {
    let scope = Scope(\Panel.State.contador, action: \Panel.Action.Cases.contador) {
      Contador()
    }
    var state = Panel.State()
    _ = scope.reduce(into: &state, action: .contador(.incrementar))
    _ = scope.reduce(into: &state, action: .otra)
    #expect(state.contador.cuenta == 1)
  }
}
