import ComposableArchitecture

// The features of lessons 000 and 002 (../shared/seeds), copied from the library tests
// (Tests/ComposableArchitectureTests/Lessons) and written as the lessons write them, less
// `@ObservableState`, which arrives with the store; their behaviour is what the lessons describe.

@Reducer
struct Contador {
  struct State: Equatable {
    var cuenta = 0
    var cargando = false
  }
  enum Action: Equatable {
    case incrementar
    case decrementar
    case pedirRespuesta
    case respuestaRecibida
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementar:
      state.cuenta += 1
      return .none
    case .decrementar:
      state.cuenta -= 1
      return .none
    case .pedirRespuesta:
      state.cargando = true
      return .run { send in await send(.respuestaRecibida) }
    case .respuestaRecibida:
      state.cargando = false
      return .none
    }
  }
}

/// A second reducer on Contador's domain, to show a Scope's closure holding several reducers.
@Reducer
struct Analitica {
  typealias State = Contador.State
  typealias Action = Contador.Action
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // It sees the count Contador just wrote, because it runs after it.
    state.cuenta *= 10
    return .none
  }
}

@Reducer
struct Panel {
  struct State: Equatable {
    var contador = Contador.State()
    var historial: [Int] = []
    var cargando = false
  }
  enum Action: Equatable {
    case contador(Contador.Action)
    case otra
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.contador, action: \.contador) {
      Contador()
    }
    Reduce { state, action in
      switch action {
      case .contador(.incrementar), .contador(.decrementar):
        state.historial.append(state.contador.cuenta)  // the value already updated
        return .none
      case .contador(.respuestaRecibida):
        state.cargando = false
        return .none
      case .contador, .otra:
        return .none
      }
    }
  }
}

/// Panel with the two body elements swapped: the parent's Reduce sees the previous count.
@Reducer
struct PanelInvertido {
  typealias State = Panel.State
  typealias Action = Panel.Action
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .contador(.incrementar), .contador(.decrementar):
        state.historial.append(state.contador.cuenta)  // the value before the child ran
        return .none
      case .contador, .otra:
        return .none
      }
    }
    Scope(state: \.contador, action: \.contador) {
      Contador()
    }
  }
}
