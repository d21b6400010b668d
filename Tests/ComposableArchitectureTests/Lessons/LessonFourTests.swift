import LessonFeatures
import Testing

@testable import ComposableArchitecture

// Lesson 004 (../shared/seeds/004): protocols and generics. Its code, compiled as written.

/// The generic function of the lesson: it demands the exact domain it needs through the primary
/// associated types, with no `where` clause.
func instrumentado<R: Reducer<Contador.State, Contador.Action>>(
  _ reducer: R
) -> some ReducerOf<Contador> {
  Reduce { state, action in
    print("acción:", action)
    return reducer.reduce(into: &state, action: action)
  }
}

/// A feature whose body is the lesson's: a binding reducer, a scope, a `Reduce` with an `ifLet`
/// of a presented destination.
@Reducer
struct Formulario {
  @ObservableState
  struct State: Equatable {
    var nombre = ""
    var contador = Contador.State()
    @Presents var destino: Destino.State?
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case contador(Contador.Action)
    case destino(PresentationAction<Destino.Action>)
    case abrir
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.contador, action: \.contador) { Contador() }
    Reduce { state, action in
      if case .abrir = action { state.destino = Destino.State() }
      return .none
    }
    .ifLet(\.$destino, action: \.destino) { Destino() }
  }

  @Reducer
  struct Destino {
    @ObservableState
    struct State: Equatable { var texto = "" }
    enum Action { case escribir(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .escribir(texto) = action { state.texto = texto }
        return .none
      }
    }
  }
}

@MainActor
@Suite struct LessonFourTests {
  @Test func theGenericFunctionWrapsAnyReducerOfItsDomain() {
    var state = Contador.State()
    _ = instrumentado(Contador()).reduce(into: &state, action: .incrementar)
    #expect(state.cuenta == 1)
  }

  @Test func theBodyIsOneConcreteTypeTree() {
    // No existential and no array of closures: the body's type names every element.
    let typeName = String(describing: type(of: Formulario().body))
    #expect(typeName.contains("_Sequence"))
    #expect(typeName.contains("BindingReducer"))
    #expect(typeName.contains("Scope"))
    #expect(typeName.contains("_PresentationReducer"))
    #expect(!typeName.contains("any "))
  }

  @Test func theLessonsBodyRunsEveryElement() {
    let store = Store(initialState: Formulario.State()) { Formulario() }
    store.send(.binding(.set(\.nombre, "Ana")))
    store.send(.contador(.incrementar))
    store.send(.abrir)
    store.send(.destino(.presented(.escribir("hola"))))
    #expect(store.nombre == "Ana")
    #expect(store.contador.cuenta == 1)
    #expect(store.destino?.texto == "hola")
  }
}
