import ComposableArchitecture
import LessonFeatures
import Testing

@MainActor
@Suite struct StoreDismissTests {
  @Test func closingFromOutsideSendsDismiss() async {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.presentEditor)
    store.scope(state: \.editor, action: \.editor.presented)?.send(.type("draft"))
    store.dismiss(\.editor, action: \.editor)
    #expect(store.editor == nil)
    // The parent ran on `.dismiss` with the editor still there.
    #expect(store.sawEditorOnDismiss == "draft")
  }

  @Test func closingWhatIsGoneSendsNothing() async {
    let store = Store(initialState: Host.State()) { Host() }
    store.dismiss(\.editor, action: \.editor)
    // The parent records every `.dismiss` it gets; it got none.
    #expect(store.sawEditorOnDismiss == nil)
  }

  @Test func lessonThreeDestinationsPresentMutateAndClose() async {
    let store = Store(initialState: Padre.State()) { Padre() }
    store.send(.mostrarDetalle("Uno"))
    let detalle = store.scope(state: \.destino?.detalle, action: \.destino.detalle)
    detalle?.send(.escribir("hola"))
    #expect(store.destino?.detalle?.texto == "hola")
    store.dismiss(\.destino, action: \.destino)
    #expect(store.destino == nil)

    store.send(.mostrarAjustes)
    store.scope(state: \.destino?.ajustes, action: \.destino.ajustes)?.send(.alternar)
    #expect(store.destino?.ajustes?.oscuro == true)
    store.dismiss(\.destino, action: \.destino)
    #expect(store.destino == nil)
  }
}
