import LessonFeatures
import Testing

@testable import ComposableArchitecture

/// Lesson 003's claims about observation through the feature tree, counting observer wake-ups.
@MainActor
@Suite struct LessonThreeObservationTests {
  /// Counts how many times each observation ran after its first run.
  @MainActor
  final class WakeUps {
    var counts: [String: Int] = [:]
    var tokens: [ObserveToken] = []

    func watch(_ name: String, _ read: @escaping @MainActor () -> Void) {
      counts[name] = -1  // the first run is not a wake-up
      tokens.append(
        observe { [unowned self] in
          read()
          counts[name, default: 0] += 1
        }
      )
    }

    func reset() { for key in counts.keys { counts[key] = 0 } }
  }

  static func padre(rows: Int = 10) -> StoreOf<Padre> {
    Store(
      initialState: Padre.State(
        filas: IdentifiedArray(uniqueElements: (0..<rows).map { Fila.State(id: $0) })
      )
    ) { Padre() }
  }

  @Test func aChangeInTheHeaderWakesOnlyTheObserverOfThatField() {
    let store = Self.padre()
    let cabecera = store.scope(state: \.cabecera, action: \.cabecera)
    let filas = store.scope(state: \.filas, action: \.filas)
    let wakeUps = WakeUps()
    wakeUps.watch("titulo") { _ = cabecera.titulo }
    wakeUps.watch("subtitulo") { _ = cabecera.subtitulo }
    wakeUps.watch("fila 7") { _ = filas[7].marcada }

    cabecera.send(.renombrar("Hola"))
    #expect(wakeUps.counts == ["titulo": 1, "subtitulo": 0, "fila 7": 0])
  }

  @Test func aRowChangeWakesOnlyTheObserverOfThatRow() {
    let store = Self.padre()
    let filas = store.scope(state: \.filas, action: \.filas)
    let cabecera = store.scope(state: \.cabecera, action: \.cabecera)
    let wakeUps = WakeUps()
    wakeUps.watch("titulo") { _ = cabecera.titulo }
    for index in filas.indices {
      wakeUps.watch("fila \(index)") { _ = filas[index].marcada }
    }

    filas[7].send(.marcar)
    #expect(wakeUps.counts["fila 7"] == 1)
    #expect(wakeUps.counts.values.reduce(0, +) == 1, "no other observer woke")
    #expect(store.filas[id: 7]?.marcada == true)
  }

  @Test func tenThousandObservedRowsStillWakeExactlyOne() {
    let store = Self.padre(rows: 10_000)
    let filas = store.scope(state: \.filas, action: \.filas)
    var wakeUps = Array(repeating: -1, count: filas.count)
    var tokens: [ObserveToken] = []
    for index in filas.indices {
      let fila = filas[index]
      tokens.append(
        observe {
          _ = fila.marcada
          wakeUps[index] += 1
        })
    }
    // Optimized builds may end a value's lifetime at its last use: keep the tokens alive.
    withExtendedLifetime(tokens) {
      _ = filas[4_321].send(.marcar)
    }
    #expect(wakeUps[4_321] == 1)
    #expect(wakeUps.reduce(0, +) == 1)
  }

  @Test func replacingARowAtTheSameIdWakesItsObserver() {
    let store = Self.padre()
    let filas = store.scope(state: \.filas, action: \.filas)
    filas[7].send(.marcar)
    var seen: [Bool] = []
    let token = observe { seen.append(filas[7].marcada) }
    store.send(.reiniciarFila(7))
    #expect(seen == [true, false], "the observer of the replaced row reads the new row")
    token.cancel()
  }

  @Test func updatingThePresentedDetailKeepsItsIdentity() {
    let store = Self.padre()
    store.send(.mostrarDetalle("Uno"))
    let detalle = store.scope(state: \.destino?.detalle, action: \.destino.detalle)!
    let idBefore = detalle.withState(\._$id)
    let wakeUps = WakeUps()
    wakeUps.watch("titulo") { _ = detalle.titulo }
    wakeUps.watch("texto") { _ = detalle.texto }

    store.send(.renombrarDetalle("Dos"))
    #expect(detalle.titulo == "Dos")
    #expect(detalle.withState(\._$id) == idBefore, "a mutation keeps the identity")
    #expect(wakeUps.counts == ["titulo": 1, "texto": 0])
  }

  @Test func replacingThePresentedDetailGivesANewIdentity() {
    let store = Self.padre()
    store.send(.mostrarDetalle("Uno"))
    let idBefore = store.withState { $0.destino?.detalle?._$id }
    let wakeUps = WakeUps()
    wakeUps.watch("destino") { _ = store.destino }
    wakeUps.watch("cabecera") { _ = store.cabecera.titulo }

    store.send(.reemplazarDetalle("Uno"))
    let idAfter = store.withState { $0.destino?.detalle?._$id }
    #expect(idAfter != nil && idAfter != idBefore, "a replacement is a new identity")
    #expect(wakeUps.counts == ["destino": 1, "cabecera": 0])
  }

  @Test func thePresentedDetailStoreSendsThroughPresentedAndIsNilAfterDismissal() {
    let store = Self.padre()
    #expect(store.scope(state: \.destino?.detalle, action: \.destino.detalle) == nil)
    store.send(.mostrarDetalle("Uno"))
    let detalle = store.scope(state: \.destino?.detalle, action: \.destino.detalle)!
    detalle.send(.escribir("hola"))
    #expect(store.destino?.detalle?.texto == "hola")
    store.send(.destino(.dismiss))
    #expect(store.destino == nil)
    #expect(store.scope(state: \.destino?.detalle, action: \.destino.detalle) == nil)
  }

  @Test func storeCaseSwitchesOverTheDestinationsStores() {
    let store = Self.padre()
    store.send(.mostrarAjustes)
    let destino = store.scope(state: \.destino, action: \.destino.presented)!
    guard case let .ajustes(ajustes) = destino.case else {
      Issue.record("expected the ajustes case")
      return
    }
    ajustes.send(.alternar)
    #expect(store.destino?.ajustes?.oscuro == true)
  }

  @Test func childStoresAreCachedByScope() {
    let store = Self.padre()
    #expect(
      store.scope(state: \.cabecera, action: \.cabecera)
        === store.scope(state: \.cabecera, action: \.cabecera)
    )
  }
}
