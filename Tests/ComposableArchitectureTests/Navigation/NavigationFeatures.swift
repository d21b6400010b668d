import ComposableArchitecture

// Features shared by the navigation tests.

/// A feature that can be presented or pushed: it dismisses itself, reports whether it is
/// presented, and starts an effect that runs until it is cancelled.
@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var wasPresented: Bool?
  }
  enum Action: Equatable {
    case closeTapped
    case closeAfterFailure
    case checkPresented
    case listen
    case heard
    case type(String)
  }
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeTapped:
        return .run { _ in await dismiss() }
      case .closeAfterFailure:
        return .run { _ in
          struct Failure: Error {}
          throw Failure()
        } catch: { _, _ in
          await dismiss()
        }
      case .checkPresented:
        state.wasPresented = isPresented
        return .none
      case .listen:
        return .run { send in
          try await Task.never()
          await send(.heard)
        }
      case .heard:
        return .none
      case let .type(text):
        state.text = text
        return .none
      }
    }
  }
}

/// A read-only screen, the second case of the stack's enum.
@Reducer
struct Viewer {
  @ObservableState
  struct State: Equatable { var title = "" }
  enum Action: Equatable { case closeTapped }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, _ in
      .run { _ in await dismiss() }
    }
  }
}

/// A parent presenting an editor, a stack of editors, an alert and a dialog.
@Reducer
struct Host {
  @ObservableState
  struct State: Equatable {
    @Presents var editor: Editor.State?
    var path = StackState<Editor.State>()
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    var deleted = 0
    var shared = false
    var sawEditorOnDismiss: String?
  }
  enum Action: Equatable {
    case editor(PresentationAction<Editor.Action>)
    case path(StackActionOf<Editor>)
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)
    case presentEditor
    case pushEditor
    case deleteTapped
    case shareTapped
    case checkPresented

    @CasePathable
    enum Alert: Equatable { case confirmDeletion }
    @CasePathable
    enum Dialog: Equatable { case share }
  }
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentEditor:
        state.editor = Editor.State()
      case .pushEditor:
        state.path.append(Editor.State())
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      case .shareTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Share")
        } actions: {
          ButtonState(action: .share) { TextState("Share link") }
        }
      case .alert(.presented(.confirmDeletion)):
        state.deleted += 1
      case .dialog(.presented(.share)):
        state.shared = true
      case .editor(.dismiss):
        state.sawEditorOnDismiss = state.editor?.text ?? "<nothing>"
      case .checkPresented:
        if isPresented { state.deleted = -1 }
      case .editor, .path, .alert, .dialog:
        break
      }
      return .none
    }
    .ifLet(\.$editor, action: \.editor) { Editor() }
    .forEach(\.path, action: \.path) { Editor() }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }
}

/// A feature that presents itself: a chain of any depth.
@Reducer
struct Nested {
  @ObservableState
  struct State: Equatable {
    var depth = 0
    @Presents var child: Nested.State?
  }
  indirect enum Action: Equatable {
    case child(PresentationAction<Nested.Action>)
    case presentChild
    case closeTapped
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentChild:
        state.child = Nested.State(depth: state.depth + 1)
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Nested() }
  }

  /// The action `action` sent `depth` levels down the chain.
  static func action(_ action: Action, atDepth depth: Int) -> Action {
    depth == 0 ? action : .child(.presented(Self.action(action, atDepth: depth - 1)))
  }
}

/// A stack of two kinds of screens, run by the enum's own body.
@Reducer
struct Navigator {
  @Reducer
  enum Path {
    case editor(Editor)
    case viewer(Viewer)
  }
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var popped: [StackElementID] = []
  }
  enum Action {
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .path(.popFrom(id)) = action { state.popped.append(id) }
      return .none
    }
    .forEach(\.path, action: \.path)
  }
}

extension Navigator.Path.State: Equatable {}
