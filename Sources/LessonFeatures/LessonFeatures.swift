import ComposableArchitecture

// The features of lessons 000 and 002 (../shared/seeds), written as the lessons write them; their
// behaviour is what the lessons describe. Shared by `swift run lessons` and the library's tests.

@Reducer
public struct Contador {
  public init() {}

  @ObservableState
  public struct State: Equatable {
    public var cuenta = 0
    public var cargando = false

    public init(cuenta: Int = 0, cargando: Bool = false) {
      self.cuenta = cuenta
      self.cargando = cargando
    }
  }
  public enum Action: Equatable {
    case incrementar
    case decrementar
    case pedirRespuesta
    case respuestaRecibida
  }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
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
public struct Analitica {
  public init() {}

  public typealias State = Contador.State
  public typealias Action = Contador.Action
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // It sees the count Contador just wrote, because it runs after it.
    state.cuenta *= 10
    return .none
  }
}

@Reducer
public struct Panel {
  public init() {}

  @ObservableState
  public struct State: Equatable {
    public var contador = Contador.State()
    public var historial: [Int] = []
    public var cargando = false

    public init(contador: Contador.State = .init(), historial: [Int] = [], cargando: Bool = false) {
      self.contador = contador
      self.historial = historial
      self.cargando = cargando
    }
  }
  public enum Action: Equatable {
    case contador(Contador.Action)
    case otra
  }
  public var body: some ReducerOf<Self> {
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
public struct PanelInvertido {
  public init() {}

  public typealias State = Panel.State
  public typealias Action = Panel.Action
  public var body: some ReducerOf<Self> {
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
