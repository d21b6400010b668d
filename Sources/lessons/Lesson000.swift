import ComposableArchitecture
import LessonFeatures

/// Lesson 000, Scope piece by piece: filter, run on the slice, re-wrap the effects; several
/// reducers in one Scope run in order; the enum-state variant warns on a case mismatch.
@MainActor
func lesson000() async {
  heading("Lesson 000 · Scope, piece by piece")

  step("Panel: Scope(state: \\.contador, action: \\.contador) { Contador() }, then a Reduce")
  let panel = Store(initialState: Panel.State()) { Panel()._printChanges() }
  panel.send(.contador(.incrementar))
  step("An action that is not the child's: the Scope lets it through untouched")
  panel.send(.otra)
  step("The child's effect comes back re-wrapped as .contador(.respuestaRecibida)")
  await panel.send(.contador(.pedirRespuesta)).finish()

  step("Two reducers in one Scope run in order: Analitica sees the count Contador wrote")
  let twoInOne = StoreOf<Panel>(initialState: Panel.State()) {
    Scope(state: \.contador, action: \.contador) {
      Contador()
      Analitica()
    }
    ._printChanges()
  }
  twoInOne.send(.contador(.incrementar))

  step("Scope on an enum state: an action for a case the state is not in is a runtime warning")
  let destino = Store<LessonDestino, LessonDestinoAction>(
    initialState: .ajustes(Contador.State(cuenta: 5))
  ) {
    Scope(state: \LessonDestino.Cases.detalle, action: \LessonDestinoAction.Cases.detalle) {
      Contador()
    }
    ._printChanges()
  }
  destino.send(.detalle(.incrementar))
}

/// The enum state of lesson 000's last section.
@CasePathable
enum LessonDestino: Equatable {
  case detalle(Contador.State)
  case ajustes(Contador.State)
}

/// Its actions.
@CasePathable
enum LessonDestinoAction: Equatable {
  case detalle(Contador.Action)
  case ajustes(Contador.Action)
}
