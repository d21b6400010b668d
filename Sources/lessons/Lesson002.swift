import ComposableArchitecture
import LessonFeatures

/// Lesson 002, the journey of a child action: one store, one root reducer; a scoped store
/// wraps the child's action and sends it to the root; the body runs in order; effects re-enter
/// at the root.
@MainActor
func lesson002() async {
  heading("Lesson 002 · The journey of a child action")

  let store = Store(initialState: Panel.State()) { Panel()._printChanges() }
  let contador = store.scope(state: \.contador, action: \.contador)

  step("contador.send(.incrementar): the scoped store wraps it once; the root reducer runs")
  contador.send(.incrementar)
  print(
    "  the child store reads through the root: its count (cuenta) is \(contador.withState(\.cuenta))"
  )

  step("contador.send(.pedirRespuesta): its effect's action re-enters at the root, wrapped")
  await contador.send(.pedirRespuesta).finish()

  step("The order of the body matters: PanelInvertido's Reduce runs before the Scope")
  let invertido = Store(initialState: Panel.State()) { PanelInvertido()._printChanges() }
  invertido.scope(state: \.contador, action: \.contador).send(.incrementar)
  print(
    "  the history (historial) is \(invertido.withState(\.historial)): the count before the child ran"
  )
}
