import ComposableArchitecture

// Lesson 003's tree (../shared/seeds/003), as the lesson writes it, less its SwiftUI view. Shared
// by `swift run lessons` and the library's tests.

@Reducer
public struct Cabecera {
  public init() {}

  @ObservableState
  public struct State: Equatable {
    public var titulo = "Inicio"
    public var subtitulo = ""

    public init(titulo: String = "Inicio", subtitulo: String = "") {
      self.titulo = titulo
      self.subtitulo = subtitulo
    }
  }
  public enum Action: Equatable {
    case renombrar(String)
    case subtitular(String)
  }
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .renombrar(titulo): state.titulo = titulo
      case let .subtitular(subtitulo): state.subtitulo = subtitulo
      }
      return .none
    }
  }
}

@Reducer
public struct Fila {
  public init() {}

  @ObservableState
  public struct State: Equatable, Identifiable {
    public let id: Int
    public var marcada = false
    public var texto = ""

    public init(id: Int, marcada: Bool = false, texto: String = "") {
      self.id = id
      self.marcada = marcada
      self.texto = texto
    }
  }
  public enum Action: Equatable { case marcar }
  public var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.marcada.toggle()
      return .none
    }
  }
}

@Reducer
public struct Detalle {
  public init() {}

  @ObservableState
  public struct State: Equatable {
    public var titulo = ""
    public var texto = ""

    public init(titulo: String = "", texto: String = "") {
      self.titulo = titulo
      self.texto = texto
    }
  }
  public enum Action: Equatable { case escribir(String) }
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .escribir(texto) = action { state.texto = texto }
      return .none
    }
  }
}

@Reducer
public struct Ajustes {
  public init() {}

  @ObservableState
  public struct State: Equatable {
    public var oscuro = false

    public init(oscuro: Bool = false) {
      self.oscuro = oscuro
    }
  }
  public enum Action: Equatable { case alternar }
  public var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.oscuro.toggle()
      return .none
    }
  }
}

@Reducer
public struct Padre {
  public init() {}

  @ObservableState
  public struct State: Equatable {
    public var cabecera = Cabecera.State()
    public var filas: IdentifiedArrayOf<Fila.State> = []
    @Presents public var destino: Destino.State?

    public init(
      cabecera: Cabecera.State = .init(),
      filas: IdentifiedArrayOf<Fila.State> = [],
      destino: Destino.State? = nil
    ) {
      self.cabecera = cabecera
      self.filas = filas
      self.destino = destino
    }
  }
  public enum Action {
    case cabecera(Cabecera.Action)
    case filas(IdentifiedActionOf<Fila>)
    case destino(PresentationAction<Destino.Action>)
    case mostrarDetalle(String)
    case renombrarDetalle(String)
    case reemplazarDetalle(String)
    case mostrarAjustes
    case reiniciarFila(Int)
  }
  @Reducer
  public enum Destino {
    case detalle(Detalle)
    case ajustes(Ajustes)
  }
  public var body: some ReducerOf<Self> {
    Scope(state: \.cabecera, action: \.cabecera) { Cabecera() }
    Reduce { state, action in
      switch action {
      case let .mostrarDetalle(titulo):
        state.destino = .detalle(Detalle.State(titulo: titulo))
      case let .renombrarDetalle(titulo):
        // Updates: the identity is kept.
        state.destino?.modify(\.detalle) { $0.titulo = titulo }
      case let .reemplazarDetalle(titulo):
        // Replaces: a new identity.
        state.destino = .detalle(Detalle.State(titulo: titulo))
      case .mostrarAjustes:
        state.destino = .ajustes(Ajustes.State())
      case let .reiniciarFila(id):
        // Replaces one row in place: same id, new identity.
        state.filas[id: id] = Fila.State(id: id)
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
