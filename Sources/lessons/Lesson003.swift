import ComposableArchitecture
import LessonFeatures

/// Lesson 003, observation through the feature tree: each observer wakes only for the fields it
/// read, qualified by where they live; one row of many wakes one observer; a presented child
/// keeps its identity when mutated and gets a new one when replaced.
@MainActor
func lesson003() {
  heading("Lesson 003 · Observation through the feature tree")

  let fullDiffs = LockIsolated(false)
  let store = Store(
    initialState: Padre.State(
      filas: IdentifiedArray(uniqueElements: (0..<1_000).map { Fila.State(id: $0) })
    )
  ) {
    Padre()._printChanges(
      _ReducerPrinter { action, oldState, newState in
        // Labels only, but the whole diff for the replacement, where `@identity` shows.
        let printer: _ReducerPrinter<Padre.State, Padre.Action> =
          fullDiffs.value ? .customDump : .actionLabels
        printer.printChange(receivedAction: action, oldState: oldState, newState: newState)
      }
    )
  }
  let cabecera = store.scope(state: \.cabecera, action: \.cabecera)
  let filas = store.scope(state: \.filas, action: \.filas)
  let wakeUps = WakeUps()
  wakeUps.watch("header title") { _ = cabecera.titulo }
  wakeUps.watch("header subtitle") { _ = cabecera.subtitulo }
  wakeUps.watch("row 7 mark") { _ = filas[7].marcada }
  wakeUps.watch("row 8 mark") { _ = filas[8].marcada }
  wakeUps.watch("destination") { _ = store.destino }
  print("  watching 5 observers over a tree with 1,000 rows")

  step("cabecera.send(.renombrar(\"Hello\")): the header is renamed")
  cabecera.send(.renombrar("Hello"))
  wakeUps.report()

  step("filas[7].send(.marcar): one row of 1,000")
  filas[7].send(.marcar)
  wakeUps.report()

  step("store.send(.mostrarDetalle(\"One\")): a destination is presented")
  store.send(.mostrarDetalle("One"))
  wakeUps.report()
  let detalle = store.scope(state: \.destino?.detalle, action: \.destino.detalle)!
  let idAntes = detalle.withState(\._$id)
  wakeUps.watch("detail title") { _ = detalle.titulo }
  wakeUps.watch("detail text") { _ = detalle.texto }

  step("store.send(.renombrarDetalle(\"Two\")): the detail is mutated in place")
  store.send(.renombrarDetalle("Two"))
  wakeUps.report()
  print("  identity kept: \(detalle.withState(\._$id) == idAntes)")

  step("store.send(.reemplazarDetalle(\"Three\")): the detail is replaced (see @identity)")
  fullDiffs.setValue(true)
  store.send(.reemplazarDetalle("Three"))
  wakeUps.report()
  let idDespues = store.withState { $0.destino?.detalle?._$id }
  print("  new identity: \(idDespues != idAntes)")
}

/// Counts how many times each observation ran after its first run.
@MainActor
final class WakeUps {
  private var order: [String] = []
  private var counts: [String: Int] = [:]
  private var tokens: [ObserveToken] = []

  func watch(_ name: String, _ read: @escaping @MainActor () -> Void) {
    order.append(name)
    counts[name] = -1  // the first run is not a wake-up
    tokens.append(
      observe { [unowned self] in
        read()
        counts[name, default: 0] += 1
      })
  }

  /// Prints who woke since the last report, and resets the counts.
  func report() {
    let woke = order.filter { counts[$0, default: 0] > 0 }
    let slept = order.count - woke.count
    let list = woke.map { "\($0) ×\(counts[$0, default: 0])" }.joined(separator: ", ")
    print("  woke: \(woke.isEmpty ? "nobody" : list); \(slept) observer(s) stayed asleep")
    for name in order { counts[name] = 0 }
  }
}
