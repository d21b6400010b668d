import ComposableArchitecture
import Foundation

/// The app: the list of todos and everything done to it.
///
/// Every row is a ``Todo`` (composed with `forEach`), the filter bar a ``TodoFilter``
/// (`Scope`), and the edit sheet and the delete alert are ``Destination``s presented with
/// `@Presents` (`ifLet`). Each change of the list can be undone, and the list is saved through
/// ``TodosPersistence`` once it has been still for ``autosaveDelay`` on the clock dependency.
@Reducer
public struct Todos {
  /// The app's state.
  @ObservableState
  public struct State: Equatable {
    /// Every todo, in the user's order.
    public var todos: IdentifiedArrayOf<Todo.State>
    /// Which todos are shown.
    public var filter: TodoFilter.State
    /// The sheet or question on screen, if any.
    @Presents public var destination: Destination.State?
    /// The highlighted row, as an offset into ``visibleTodos``.
    public var cursor: Int
    /// What the last action did, in a sentence for the status line.
    public var status: String?
    /// A problem the user must hear about (an unreadable or unwritable file).
    public var warning: String?
    /// Whether the saved list has been read.
    public var isLoaded: Bool
    /// Earlier lists, newest last: what undo goes back to.
    public var undoStack: [IdentifiedArrayOf<Todo.State>]
    /// Counts changes of the list, so a save knows which change it wrote.
    public var revision: Int
    /// The revision last written to the file.
    public var savedRevision: Int
    /// Whether the list may not be changed: its file could not be read, or may not be written.
    /// The ``warning`` says why. Nothing is ever saved over such a file.
    public var isReadOnly: Bool
    /// Whether a save is being written: the next waits for it, so saves reach the file in order.
    public var isSaving: Bool

    /// Makes the app's state.
    public init(
      todos: IdentifiedArrayOf<Todo.State> = [],
      filter: TodoFilter.State = TodoFilter.State(),
      destination: Destination.State? = nil,
      cursor: Int = 0,
      status: String? = nil,
      warning: String? = nil,
      isLoaded: Bool = false,
      undoStack: [IdentifiedArrayOf<Todo.State>] = [],
      revision: Int = 0,
      savedRevision: Int = 0,
      isReadOnly: Bool = false,
      isSaving: Bool = false
    ) {
      self.todos = todos
      self.filter = filter
      self.destination = destination
      self.cursor = cursor
      self.status = status
      self.warning = warning
      self.isLoaded = isLoaded
      self.undoStack = undoStack
      self.revision = revision
      self.savedRevision = savedRevision
      self.isReadOnly = isReadOnly
      self.isSaving = isSaving
    }

    /// The todos the filter lets through, in order.
    public var visibleTodos: [Todo.State] {
      todos.filter { filter.selection.includes($0) }.elements
    }

    /// The todo under the cursor, if the list shows any.
    public var highlightedTodo: Todo.State? {
      let visible = visibleTodos
      return visible.indices.contains(cursor) ? visible[cursor] : nil
    }

    /// Whether the list changed since it was last saved.
    public var hasUnsavedChanges: Bool { revision != savedRevision }
  }

  /// Everything that can happen in the app.
  public enum Action: Equatable {
    /// The app started: read the saved list.
    case task
    /// The saved list was read.
    case loaded(TodosPersistence.LoadResult)
    /// The saved list could not be read at all.
    case loadFailed(String)
    /// Something happened in a row.
    case todos(IdentifiedActionOf<Todo>)
    /// Something happened in the filter bar.
    case filter(TodoFilter.Action)
    /// Something happened in the sheet or alert on screen.
    case destination(PresentationAction<Destination.Action>)
    /// Opens the sheet to add a todo.
    case addButtonTapped
    /// Opens the sheet to edit a todo's title.
    case editButtonTapped(id: Todo.State.ID)
    /// Saves the sheet's title (adding the todo if the sheet adds one) and closes the sheet.
    case confirmEditButtonTapped
    /// Asks, with an alert, whether to delete a todo.
    case deleteButtonTapped(id: Todo.State.ID)
    /// Deletes every completed todo.
    case clearCompletedButtonTapped
    /// Swaps a todo with the shown todo above or below it.
    case moveButtonTapped(id: Todo.State.ID, direction: Direction)
    /// Moves the highlight.
    case cursorMoved(Direction)
    /// Goes back to the list before the last change.
    case undoButtonTapped
    /// Writes unsaved changes now (the autosave, and on quit), or as soon as the save being
    /// written is done.
    case saveNow
    /// A save finished.
    case saved(revision: Int)
    /// A save found that another program had saved the file since it was read, and wrote the
    /// two lists merged: `sent` is what this save was given, `onDisk` what the file now holds.
    case merged(revision: Int, sent: [Todo.State], onDisk: [Todo.State])
    /// A save failed.
    case saveFailed(String)

    /// The buttons of the list's alerts.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      /// The user confirmed deleting a todo.
      case confirmDeletion(id: Todo.State.ID)
    }
  }

  /// Up or down the list.
  public enum Direction: Equatable, Sendable {
    /// Towards the top.
    case up
    /// Towards the bottom.
    case down
  }

  /// What the app presents over the list.
  @Reducer
  public enum Destination {
    /// The edit sheet.
    case edit(EditTodo)
    /// The alert asking before a delete.
    case alert(AlertState<Todos.Action.Alert>)
  }

  /// How long the list must stay unchanged before it is saved.
  public static let autosaveDelay: Duration = .milliseconds(500)
  /// How many changes undo remembers.
  public static let undoLimit = 100

  enum CancelID { case autosave }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.todosPersistence) var persistence
  @Dependency(\.uuid) var uuid

  /// Makes the app feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.filter, action: \.filter) {
      TodoFilter()
    }
    Reduce { state, action in
      core(into: &state, action: action)
    }
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
    .ifLet(\.$destination, action: \.destination)
    .onChange(of: \.todos) { oldTodos, _ in
      Reduce { state, action in
        listChanged(from: oldTodos, state: &state, action: action)
      }
    }
    Reduce { state, _ in
      // The highlight stays on a shown row when rows come and go.
      let clamped = max(0, min(state.cursor, state.visibleTodos.count - 1))
      if clamped != state.cursor { state.cursor = clamped }
      return .none
    }
  }

  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      return .run { [persistence] send in
        await send(.loaded(try await persistence.load()))
      } catch: { error, send in
        await send(.loadFailed("\(error)"))
      }

    case .loaded(let result):
      state.isLoaded = true
      switch result {
      case .loaded(let todos), .readOnly(let todos, _):
        let (loaded, renamed) = withUniqueIDs(todos)
        state.todos = loaded
        state.status = "Loaded \(plural(loaded.count, "todo"))."
        if case .readOnly(_, let reason) = result {
          state.isReadOnly = true
          state.warning = "\(reason) The list is open read-only."
        } else if renamed > 0 {
          state.warning =
            "\(plural(renamed, "todo")) had the id of another; "
            + "\(renamed == 1 ? "it was" : "each was") kept with a new id."
          // The file still holds the duplicates: save the list as it is now.
          state.revision += 1
          return autosave()
        }
      case .missing:
        state.status = "No saved list yet: starting empty."
      case .corrupt(let reason, let keptAt):
        state.warning =
          "The saved list could not be read (\(reason)). It was kept as \(keptAt); "
          + "starting with an empty list."
      case .unreadable(let reason):
        state.isReadOnly = true
        state.warning = "\(reason) The list is open read-only."
      }
      return .none

    case .loadFailed(let message):
      // What could not be read must not be written over.
      state.isLoaded = true
      state.isReadOnly = true
      state.warning = "Cannot read the saved list: \(message). The list is open read-only."
      return .none

    case .todos(.element(let id, .toggleCompletion)):
      guard let todo = state.todos[id: id] else { return .none }
      state.status = "Marked “\(todo.title)” \(todo.isComplete ? "done" : "not done")."
      return .none

    case .filter:
      state.status = "Showing \(state.filter.selection.rawValue) todos."
      return .none

    case .destination(.presented(.alert(.confirmDeletion(let id)))):
      // The presentation closes the alert after any of its buttons.
      guard let removed = state.todos.remove(id: id) else { return .none }
      state.status = "Deleted “\(removed.title)”."
      return .none

    case .destination:
      return .none

    case .addButtonTapped:
      state.destination = .edit(EditTodo.State())
      return .none

    case .editButtonTapped(let id):
      guard let todo = state.todos[id: id] else { return .none }
      state.destination = .edit(EditTodo.State(todoID: id, title: todo.title))
      return .none

    case .confirmEditButtonTapped:
      guard case .edit(let draft)? = state.destination else { return .none }
      let title = draft.trimmedTitle
      guard !title.isEmpty else {
        state.status = "A todo needs a title."
        return .none
      }
      state.destination = nil
      if let id = draft.todoID {
        guard state.todos[id: id] != nil else { return .none }
        state.todos[id: id]?.title = title
        state.status = "Renamed to “\(title)”."
      } else {
        let todo = Todo.State(id: uuid(), title: title)
        _ = state.todos.append(todo)
        if let index = state.visibleTodos.firstIndex(where: { $0.id == todo.id }) {
          state.cursor = index
        }
        state.status = "Added “\(title)”."
      }
      return .none

    case .deleteButtonTapped(let id):
      guard let todo = state.todos[id: id] else { return .none }
      state.destination = .alert(.deleteTodo(todo))
      return .none

    case .clearCompletedButtonTapped:
      let completed = state.todos.filter(\.isComplete).count
      guard completed > 0 else {
        state.status = "No completed todos to clear."
        return .none
      }
      state.todos.removeAll(where: \.isComplete)
      state.status = "Cleared \(plural(completed, "completed todo"))."
      return .none

    case .moveButtonTapped(let id, let direction):
      let visible = state.visibleTodos
      guard let from = visible.firstIndex(where: { $0.id == id }) else { return .none }
      let to = direction == .up ? from - 1 : from + 1
      guard visible.indices.contains(to),
        let i = state.todos.index(id: id),
        let j = state.todos.index(id: visible[to].id)
      else {
        state.status =
          "“\(visible[from].title)” is already at the \(direction == .up ? "top" : "bottom")."
        return .none
      }
      state.todos.swapAt(i, j)
      if state.cursor == from { state.cursor = to }
      state.status = "Moved “\(visible[from].title)” \(direction == .up ? "up" : "down")."
      return .none

    case .cursorMoved(let direction):
      let target = direction == .up ? state.cursor - 1 : state.cursor + 1
      if state.visibleTodos.indices.contains(target) { state.cursor = target }
      return .none

    case .undoButtonTapped:
      guard let previous = state.undoStack.popLast() else {
        state.status = "Nothing to undo."
        return .none
      }
      state.todos = previous
      state.status = "Undid the last change."
      return .none

    case .saveNow:
      // Writing now replaces the autosave still waiting, if any.
      let cancelAutosave = Effect<Action>.cancel(id: CancelID.autosave)
      guard state.hasUnsavedChanges, !state.isReadOnly, !state.isSaving else {
        // A save being written is followed by another when it is done, if changes are left.
        return cancelAutosave
      }
      state.isSaving = true
      return .merge(cancelAutosave, save(state))

    case .saved(let revision):
      state.isSaving = false
      // Written only when it changes: a write wakes whoever reads it, the screen included.
      if state.savedRevision != revision { state.savedRevision = revision }
      return state.hasUnsavedChanges ? .send(.saveNow) : .none

    case .merged(let revision, let sent, let onDisk):
      state.isSaving = false
      state.savedRevision = revision
      // Changes made while the save was written are merged in too; they save next.
      let (merged, renamed) = withUniqueIDs(
        TodosMerge.merge(base: sent, ours: state.todos.elements, theirs: onDisk))
      state.todos = merged
      // Duplicate ids from the file got new ones, which the file does not have yet.
      if renamed > 0 { state.revision += 1 }
      // Undo would now take away what the other program saved without saying so.
      state.undoStack = []
      state.status = "Another program changed the file; its changes were merged with yours."
      return state.hasUnsavedChanges ? .send(.saveNow) : .none

    case .saveFailed(let message):
      state.isSaving = false
      let sentence = message.hasSuffix(".") ? message : message + "."
      state.warning = "\(sentence) The changes stay unsaved; the next change tries again."
      return .none
    }
  }

  /// Runs after any action that changed the list: remembers the old list for undo and saves the
  /// new one once the list has been still for a while.
  private func listChanged(
    from oldTodos: IdentifiedArrayOf<Todo.State>, state: inout State, action: Action
  ) -> Effect<Action> {
    switch action {
    case .loaded, .merged:
      return .none  // what was read or merged is what the file holds
    default:
      break
    }
    if state.isReadOnly {
      state.todos = oldTodos
      state.status = "The list is read-only: nothing was changed."
      return .none
    }
    if action != .undoButtonTapped {
      state.undoStack.append(oldTodos)
      if state.undoStack.count > Self.undoLimit { state.undoStack.removeFirst() }
    }
    state.revision += 1
    return autosave()
  }

  /// Saves once the list has been still for ``autosaveDelay``: each change restarts the wait,
  /// so a burst of changes is written once.
  private func autosave() -> Effect<Action> {
    .send(.saveNow).debounce(id: CancelID.autosave, for: Self.autosaveDelay, clock: clock)
  }

  /// The list with every todo whose id an earlier one has given a new id, and how many were.
  private func withUniqueIDs(_ todos: [Todo.State]) -> (IdentifiedArrayOf<Todo.State>, Int) {
    var unique = IdentifiedArrayOf<Todo.State>()
    var renamed = 0
    for todo in todos {
      if unique[id: todo.id] == nil {
        _ = unique.append(todo)
      } else {
        _ = unique.append(Todo.State(id: uuid(), title: todo.title, isComplete: todo.isComplete))
        renamed += 1
      }
    }
    return (unique, renamed)
  }

  /// Writes the list as it is in `state` and reports the revision written.
  private func save(_ state: State) -> Effect<Action> {
    let todos = state.todos.elements
    let revision = state.revision
    // Not cancellable: the answer must arrive, since a merged list replaces the one shown.
    return .run { [persistence] send in
      switch try await persistence.save(todos) {
      case .saved:
        await send(.saved(revision: revision))
      case .merged(let onDisk):
        await send(.merged(revision: revision, sent: todos, onDisk: onDisk))
      }
    } catch: { error, send in
      await send(.saveFailed("\(error)"))
    }
  }
}

extension Todos.Destination.State: Equatable {}
extension Todos.Destination.Action: Equatable {}

/// "1 todo", "2 todos".
func plural(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
