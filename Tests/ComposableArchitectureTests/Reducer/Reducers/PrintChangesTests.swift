import LessonFeatures
import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct PrintChangesTests {
  /// A printer that keeps what `.customDump` would print.
  final class Captured {
    var entries: [String] = []
    var printer: _ReducerPrinter<Padre.State, Padre.Action> {
      _ReducerPrinter { action, oldState, newState in
        self.entries.append(changeReport(action: action, oldState: oldState, newState: newState))
      }
    }
  }

  #if DEBUG
    @Test func printsTheActionWithItsWrappersThenTheStateDiff() {
      let captured = Captured()
      let store = Store(initialState: Padre.State()) { Padre()._printChanges(captured.printer) }
      store.send(.cabecera(.renombrar("Hola")))
      #expect(
        captured.entries == [
          """
          received action:
            Padre.Action.cabecera(
              .renombrar("Hola")
            )
            Padre.State(
              cabecera: Cabecera.State(
          -     titulo: "Inicio",
          +     titulo: "Hola",
                subtitulo: ""
              ),
              filas: [],
              destino: nil
            )

          """
        ]
      )
    }

    @Test func saysSoWhenTheStateDidNotChange() {
      let captured = Captured()
      let store = Store(initialState: Padre.State()) { Padre()._printChanges(captured.printer) }
      store.send(.destino(.dismiss))
      #expect(captured.entries.first?.hasSuffix("  (No state changes)\n") == true)
    }

    @Test func marksAReplacedValueWithIdentity() {
      let captured = Captured()
      let store = Store(initialState: Padre.State()) { Padre()._printChanges(captured.printer) }
      store.send(.mostrarDetalle("Uno"))
      store.send(.renombrarDetalle("Dos"))
      store.send(.reemplazarDetalle("Tres"))
      #expect(captured.entries.count == 3)
      #expect(!captured.entries[1].contains("@identity"), "a mutation keeps the identity")
      #expect(captured.entries[2].contains("@identity"), "a replacement is marked")
      let marked = captured.entries[2].split(separator: "\n").filter { $0.contains("@identity") }
      #expect(marked.count == 1)
      #expect(marked.first?.hasPrefix("+") == true)
      #expect(captured.entries[2].contains("Detalle.State("), "a payload dumps with its own type")
      #expect(!captured.entries[2].contains("Any("))
    }

    @Test func entriesComeOutInOrder() {
      let captured = Captured()
      let store = Store(initialState: Padre.State()) { Padre()._printChanges(captured.printer) }
      store.send(.cabecera(.renombrar("A")))
      store.send(.cabecera(.subtitular("B")))
      #expect(captured.entries.count == 2)
      #expect(captured.entries[0].contains(".renombrar(\"A\")"))
      #expect(captured.entries[1].contains(".subtitular(\"B\")"))
    }

  #else
    @Test func releaseBuildsPrintNothing() {
      let captured = Captured()
      let store = Store(initialState: Padre.State()) { Padre()._printChanges(captured.printer) }
      store.send(.cabecera(.renombrar("Hola")))
      #expect(captured.entries.isEmpty)
      #expect(store.cabecera.titulo == "Hola", "the reducer still runs")
    }
  #endif

  @Test func actionLabelsNameEveryWrapper() {
    #expect(
      actionLabel(Padre.Action.filas(.element(id: 3, action: .marcar)))
        == "Padre.Action.filas(.element(.marcar))"
    )
    #expect(actionLabel(Padre.Action.mostrarAjustes) == "Padre.Action.mostrarAjustes")
  }
}
