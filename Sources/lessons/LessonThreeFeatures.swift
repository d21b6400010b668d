import ComposableArchitecture

// Lesson 003's tree (../shared/seeds/003), as the lesson writes it, less its SwiftUI view;
// copied from the library tests (Tests/ComposableArchitectureTests/Lessons).

@Reducer
struct Cabecera {
  @ObservableState
  struct State: Equatable {
    var titulo = "Inicio"
    var subtitulo = ""
  }
  enum Action: Equatable {
    case renombrar(String)
    case subtitular(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .renombrar(let titulo): state.titulo = titulo
      case .subtitular(let subtitulo): state.subtitulo = subtitulo
      }
      return .none
    }
  }
}

@Reducer
struct Fila {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var marcada = false
    var texto = ""
  }
  enum Action: Equatable { case marcar }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.marcada.toggle()
      return .none
    }
  }
}

@Reducer
struct Detalle {
  @ObservableState
  struct State: Equatable {
    var titulo = ""
    var texto = ""
  }
  enum Action: Equatable { case escribir(String) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .escribir(let texto) = action { state.texto = texto }
      return .none
    }
  }
}

@Reducer
struct Ajustes {
  @ObservableState
  struct State: Equatable { var oscuro = false }
  enum Action: Equatable { case alternar }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.oscuro.toggle()
      return .none
    }
  }
}

@Reducer
struct Padre {
  @ObservableState
  struct State: Equatable {
    var cabecera = Cabecera.State()
    var filas: IdentifiedArrayOf<Fila.State> = []
    @Presents var destino: Destino.State?
  }
  enum Action {
    case cabecera(Cabecera.Action)
    case filas(IdentifiedActionOf<Fila>)
    case destino(PresentationAction<Destino.Action>)
    case mostrarDetalle(String)
    case renombrarDetalle(String)
    case reemplazarDetalle(String)
    case mostrarAjustes
  }
  @Reducer
  enum Destino {
    case detalle(Detalle)
    case ajustes(Ajustes)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.cabecera, action: \.cabecera) { Cabecera() }
    Reduce { state, action in
      switch action {
      case .mostrarDetalle(let titulo):
        state.destino = .detalle(Detalle.State(titulo: titulo))
      case .renombrarDetalle(let titulo):
        // Updates: the identity is kept.
        state.destino?.modify(\.detalle) { $0.titulo = titulo }
      case .reemplazarDetalle(let titulo):
        // Replaces: a new identity.
        state.destino = .detalle(Detalle.State(titulo: titulo))
      case .mostrarAjustes:
        state.destino = .ajustes(Ajustes.State())
      case .cabecera, .filas, .destino:
        break
      }
      return .none
    }
    .forEach(\.filas, action: \.filas) { Fila() }
    .ifLet(\.$destino, action: \.destino)
  }
}

extension Padre.Destino.State: Equatable {}
