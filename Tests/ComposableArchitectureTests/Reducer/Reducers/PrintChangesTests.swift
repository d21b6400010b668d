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
      // A dismissal with nothing presented changes nothing (and is reported, as in TCA).
      withKnownIssue {
        store.send(.destino(.dismiss))
      }
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

    /// A row replaced in a long list is found through the list's write log and marked, and the
    /// rows around it are collapsed.
    @Test func marksARowReplacedInAListWithIdentity() {
      let captured = Captured()
      let store = Store(
        initialState: Padre.State(
          filas: IdentifiedArray(uniqueElements: (0..<1_000).map { Fila.State(id: $0) }))
      ) { Padre()._printChanges(captured.printer) }
      store.send(.filas(.element(id: 500, action: .marcar)))
      store.send(.reiniciarFila(500))
      #expect(captured.entries.count == 2)
      #expect(!captured.entries[0].contains("@identity"), "a row changed in place keeps it")
      let marked = captured.entries[1].split(separator: "\n").filter { $0.contains("@identity") }
      #expect(marked.count == 1)
      #expect(marked.first?.hasPrefix("+") == true)
      #expect(marked.first?.contains("[500]: Fila.State(") == true)
      #expect(captured.entries[1].contains("… (500 unchanged)"))
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
