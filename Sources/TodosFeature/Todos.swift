import ComposableArchitecture
import Foundation

/// The app: the list of todos and everything done to it.
///
/// Every row is a ``Todo`` (composed with `forEach`), the filter bar a ``TodoFilter``
/// (`Scope`), and the edit sheet and the delete alert are ``Destination``s presented with
/// `@Presents` (`ifLet`). Each change of the list can be undone and redone, and the list is
/// saved through ``TodosPersistence`` once it has been still for ``autosaveDelay`` on the clock
/// dependency.
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
    /// A problem the user must hear about (an unreadable or unwritable file), until it is
    /// dismissed or, for a save's problem, a save succeeds.
    public var warning: String?
    /// Why the last save failed; `nil` once a save succeeds.
    public var saveError: String?
    /// Whether ``warning`` is about saving (a failed or slow save), so that a save that succeeds
    /// takes it away.
    public var isWarningAboutSaving: Bool
    /// Whether the saved list has been read.
    public var isLoaded: Bool
    /// Which todos are done, by position: kept by each change of the list, so that neither
    /// the count of done todos nor a filtered screen walks the list.
    var doneMarks: DoneMarks
    /// The changes undo can take back, newest last.
    public var undoStack: [Todos.UndoStep]
    /// The changes undo took back, which redo makes again, newest last. A new change empties
    /// it.
    public var redoStack: [Todos.UndoStep]
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
      undoStack: [Todos.UndoStep] = [],
      redoStack: [Todos.UndoStep] = [],
      revision: Int = 0,
      savedRevision: Int = 0,
      isReadOnly: Bool = false,
      isSaving: Bool = false,
      saveError: String? = nil,
      isWarningAboutSaving: Bool = false
    ) {
      self.todos = todos
      self.doneMarks = DoneMarks(todos.elements.lazy.map(\.isComplete))
      self.filter = filter
      self.destination = destination
      self.cursor = cursor
      self.status = status
      self.warning = warning
      self.isLoaded = isLoaded
      self.undoStack = undoStack
      self.redoStack = redoStack
      self.revision = revision
      self.savedRevision = savedRevision
      self.isReadOnly = isReadOnly
      self.isSaving = isSaving
      self.saveError = saveError
      self.isWarningAboutSaving = isWarningAboutSaving
    }

    /// Whether the list changed since it was last saved.
    public var hasUnsavedChanges: Bool { revision != savedRevision }

    /// How many todos are done.
    ///
    /// - Complexity: O(1).
    public var completedCount: Int { doneMarks.doneCount }
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
    /// Moves the highlight one row.
    case cursorMoved(Direction)
    /// Moves the highlight a page of `rows` rows (Page Up, Page Down).
    case cursorPaged(Direction, rows: Int)
    /// Moves the highlight to the first (`up`) or last (`down`) shown todo.
    case cursorMovedToEnd(Direction)
    /// Goes back to the list before the last change.
    case undoButtonTapped
    /// Makes the last change undo took back again.
    case redoButtonTapped
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
    /// A save has not answered for ``slowSaveNotice``: the user hears that it is still waiting.
    case saveIsSlow
    /// Leaving was asked for but the list could not be saved: the app stays open and says that
    /// asking again leaves without saving.
    case leaveRefused
    /// The warning line is dismissed.
    case warningDismissed

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
  /// How long a save may take before the app says it is still waiting (for a slow disk, or for
  /// another program that holds the folder's lock).
  public static let slowSaveNotice: Duration = .seconds(1)
  /// How many changes undo remembers.
  public static let undoLimit = 100

  enum CancelID {
    case autosave
    case slowSaveNotice
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.todosPersistence) var persistence
  @Dependency(\.uuid) var uuid

  /// Makes the app feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    // A new filter shows other rows: the highlight stays on its todo if that is still shown.
    KeepingHighlight {
      Scope(\.filter, action: \.filter) {
        TodoFilter()
      }
    }
    // The rows run ahead of the list's own reducer, around a reducer that does nothing. Wrapped
    // around the list's reducer, `forEach` would hold the ids across each of its actions, so
    // adding a todo would copy every id and build a set of them to find removed rows (whose
    // effects it cancels: a row has none).
    Reduce<State, Action> { _, _ in .none }
      .forEach(\.todos, action: \.todos) {
        Todo()
      }
    Reduce { state, action in
      core(into: &state, action: action)
    }
    .ifLet(\.$destination, action: \.destination)
    Reduce { state, _ in
      // The highlight stays on a shown row when rows come and go.
      let clamped = max(0, min(state.cursor, state.visibleCount - 1))
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
      case .loaded(let todos), .readOnly(let todos, _), .repaired(let todos, _):
        let (loaded, renamed) = withUniqueIDs(todos)
        state.todos = loaded
        state.doneMarks = DoneMarks(loaded.elements.lazy.map(\.isComplete))
        state.status = "Loaded \(plural(loaded.count, "todo"))."
        if case .readOnly(_, let reason) = result {
          state.isReadOnly = true
          state.warning = "\(reason) The list is open read-only."
        } else if case .repaired(_, let note) = result {
          state.warning = note
        }
        if !state.isReadOnly, renamed > 0 {
          state.warning =
            "\(plural(renamed, "todo")) had the id of another; "
            + "\(renamed == 1 ? "it was" : "each was") kept with a new id."
          // The file still holds the duplicates: save the list as it is now.
          state.revision += 1
          return autosave()
        }
      case .missing:
        state.status = "No saved list yet: starting empty."
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
      guard let index = state.todos.index(id: id) else { return .none }
      let todo = state.todos[index]
      state.doneMarks.set(todo.isComplete, at: index)
      state.status = "Marked “\(todo.title)” \(todo.isComplete ? "done" : "not done")."
      return listChanged(.toggled(id), state: &state)

    case .destination(.dismiss):
      // Closing the question without deleting says so, rather than leaving the last action's
      // sentence on the status line as if it answered.
      if case .alert(let alert)? = state.destination {
        let title = alert.todoID.flatMap { state.todos[id: $0]?.title }
        state.status = title.map { "Kept “\($0)”." } ?? "Kept it."
      }
      return .none

    case .filter:
      state.status = "Showing \(state.filter.selection.rawValue) todos."
      return .none

    case .destination(.presented(.alert(.confirmDeletion(let id)))):
      // The presentation closes the alert after any of its buttons.
      guard let offset = state.todos.index(id: id) else { return .none }
      let removed = state.todos.remove(at: offset)
      state.doneMarks.remove(at: offset)
      state.status = "Deleted “\(removed.title)”."
      return listChanged(.removed([Removal(removed, at: offset)]), state: &state)

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
        // Said in the sheet, where the user is looking: the status line is hidden under it.
        state.destination?.modify(\.edit) { $0.note = "A todo needs a title." }
        return .none
      }
      state.destination = nil
      if let id = draft.todoID {
        guard let old = state.todos[id: id]?.title else { return .none }
        state.status = "Renamed to “\(title)”."
        guard old != title else { return .none }
        state.todos[id: id]?.title = title
        return listChanged(.renamed(id, from: old, to: title), state: &state)
      } else {
        let todo = Todo.State(id: uuid(), title: title)
        guard state.todos.append(todo).inserted else { return .none }
        state.doneMarks.append(todo.isComplete)
        // A new todo is last among the shown ones, if the filter shows it.
        if state.filter.selection.includes(todo) { state.cursor = state.visibleCount - 1 }
        state.status = "Added “\(title)”."
        return listChanged(.added(todo), state: &state)
      }

    case .deleteButtonTapped(let id):
      guard let todo = state.todos[id: id] else { return .none }
      state.destination = .alert(.deleteTodo(todo))
      return .none

    case .clearCompletedButtonTapped:
      guard state.completedCount > 0 else {
        state.status = "No completed todos to clear."
        return .none
      }
      // The marks say where the done todos are: only those are read, then the list is
      // rebuilt once, as redo does.
      let elements = state.todos.elements
      let removals = state.doneMarks.positions(true, from: 0).map { Removal(elements[$0], at: $0) }
      let step = UndoStep.cleared(removals)
      step.apply(in: &state)
      state.status = "Cleared \(plural(removals.count, "completed todo"))."
      return listChanged(step, state: &state)

    case .moveButtonTapped(let id, let direction):
      guard let from = state.visibleOffset(of: id), let todo = state.todos[id: id] else {
        return .none
      }
      let to = direction == .up ? from - 1 : from + 1
      guard let other = state.visibleTodo(at: to),
        let i = state.todos.index(id: id),
        let j = state.todos.index(id: other.id)
      else {
        state.status =
          "“\(todo.title)” is already at the \(direction == .up ? "top" : "bottom")."
        return .none
      }
      state.todos.swapAt(i, j)
      state.doneMarks.swapAt(i, j)
      if state.cursor == from { state.cursor = to }
      state.status = "Moved “\(todo.title)” \(direction == .up ? "up" : "down")."
      return listChanged(.swapped(id, other.id), state: &state)

    case .cursorMoved(let direction):
      let target = direction == .up ? state.cursor - 1 : state.cursor + 1
      if (0..<state.visibleCount).contains(target) { state.cursor = target }
      return .none

    case .cursorPaged(let direction, let rows):
      let target = state.cursor + (direction == .up ? -rows : rows)
      let clamped = max(0, min(target, state.visibleCount - 1))
      if clamped != state.cursor { state.cursor = clamped }
      return .none

    case .cursorMovedToEnd(let direction):
      let target = direction == .up ? 0 : max(0, state.visibleCount - 1)
      if target != state.cursor { state.cursor = target }
      return .none

    case .undoButtonTapped:
      guard let step = state.undoStack.popLast() else {
        state.status = "Nothing to undo."
        return .none
      }
      let summary = step.summary(in: state)
      step.revert(in: &state)
      state.redoStack.append(step)
      state.status = "Undid: \(summary)."
      return listChanged(nil, state: &state)

    case .redoButtonTapped:
      guard let step = state.redoStack.popLast() else {
        state.status = "Nothing to redo."
        return .none
      }
      step.apply(in: &state)
      state.status = "Redid: \(step.summary(in: state))."
      return listChanged(step, redoing: true, state: &state)

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
      saveSucceeded(&state)
      // Written only when it changes: a write wakes whoever reads it, the screen included.
      if state.savedRevision != revision { state.savedRevision = revision }
      // Both run at once, in order: the notice's timer is gone before the next save starts.
      return .merge(
        .cancel(id: CancelID.slowSaveNotice), state.hasUnsavedChanges ? .send(.saveNow) : .none)

    case .merged(let revision, let sent, let onDisk):
      state.isSaving = false
      saveSucceeded(&state)
      state.savedRevision = revision
      let highlighted = state.highlightedTodo?.id
      // Changes made while the save was written are merged in too; they save next.
      let (merged, renamed) = withUniqueIDs(
        TodosMerge.merge(base: sent, ours: state.todos.elements, theirs: onDisk))
      state.todos = merged
      state.doneMarks = DoneMarks(merged.elements.lazy.map(\.isComplete))
      // The highlight stays on its todo, wherever the merge put it, if it is still shown.
      if let offset = highlighted.flatMap(state.visibleOffset(of:)), offset != state.cursor {
        state.cursor = offset
      }
      // Duplicate ids from the file got new ones, which the file does not have yet.
      if renamed > 0 { state.revision += 1 }
      // Undo (or redo) would now take away what the other program saved without saying so.
      state.undoStack = []
      state.redoStack = []
      state.status = "Another program changed the file; its changes were merged with yours."
      // Both run at once, in order: the notice's timer is gone before the next save starts.
      return .merge(
        .cancel(id: CancelID.slowSaveNotice), state.hasUnsavedChanges ? .send(.saveNow) : .none)

    case .saveFailed(let message):
      state.isSaving = false
      let sentence = message.hasSuffix(".") ? message : message + "."
      state.saveError = sentence
      state.warning = "\(sentence) The changes stay unsaved; the next change tries again."
      state.isWarningAboutSaving = true
      return .cancel(id: CancelID.slowSaveNotice)

    case .saveIsSlow:
      guard state.isSaving else { return .none }
      state.warning =
        "Still saving: the disk is slow, or another program holds the lock on the list's "
        + "folder (a save gives up after \(seconds(TodosDisk.lockTimeout)))."
      state.isWarningAboutSaving = true
      return .none

    case .leaveRefused:
      let reason = state.saveError.map { String($0.dropLast()) } ?? "The list could not be saved"
      state.warning =
        "\(reason) — q again quits without saving, writing the list to a rescue file."
      state.isWarningAboutSaving = true
      return .none

    case .warningDismissed:
      state.warning = nil
      state.isWarningAboutSaving = false
      return .none
    }
  }

  /// Forgets a save's failure, and takes its warning off the screen.
  private func saveSucceeded(_ state: inout State) {
    if state.saveError != nil { state.saveError = nil }
    if state.isWarningAboutSaving {
      state.warning = nil
      state.isWarningAboutSaving = false
    }
  }

  /// Runs after each change of the list: remembers how to take it back (`nil` for undo itself)
  /// and saves the list once it has been still for a while. A new change, unlike a redo,
  /// forgets what redo could make again.
  ///
  /// Each change names itself rather than being found by comparing the list before and after,
  /// which would cost a comparison, and a copy of the list, per change.
  private func listChanged(
    _ step: UndoStep?, redoing: Bool = false, state: inout State
  ) -> Effect<Action> {
    if state.isReadOnly {
      // What could not be read, or may not be written, is never saved over: take it back.
      step?.revert(in: &state)
      state.status = "The list is read-only: nothing was changed."
      return .none
    }
    if let step {
      state.undoStack.append(step)
      if state.undoStack.count > Self.undoLimit { state.undoStack.removeFirst() }
      if !redoing, !state.redoStack.isEmpty { state.redoStack = [] }
    }
    state.revision += 1
    // The list is taken when the wait ends (`saveNow`), not now: a waiting save holding this
    // list would make the next change copy all of it.
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
    let write = Effect<Action>.run { [persistence] send in
      let result = try await persistence.save(todos)
      switch result {
      case .saved:
        await send(.saved(revision: revision))
      case .merged(let onDisk):
        await send(.merged(revision: revision, sent: todos, onDisk: onDisk))
      }
    } catch: { error, send in
      await send(.saveFailed("\(error)"))
    }
    // Cancelled by the answer, whichever it is.
    let notice = Effect<Action>.run { [clock] send in
      try await clock.sleep(for: Self.slowSaveNotice)
      await send(.saveIsSlow)
    }
    .cancellable(id: CancelID.slowSaveNotice, cancelInFlight: true)
    return .merge(notice, write)
  }
}

extension Todos.Destination.State: Equatable {}
extension Todos.Destination.Action: Equatable {}

/// "5 s", "1.5 s".
func seconds(_ duration: Duration) -> String {
  let (whole, attoseconds) = duration.components
  let tenths = attoseconds / 100_000_000_000_000_000
  return tenths == 0 ? "\(whole) s" : "\(whole).\(tenths) s"
}

/// "1 todo", "2 todos", "15,000 todos".
func plural(_ count: Int, _ noun: String) -> String {
  "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
}

/// 15000 as "15,000": the status line's counts read the same in every locale.
func grouped(_ count: Int) -> String {
  let digits = String(count.magnitude)
  var result = count < 0 ? "-" : ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index).isMultiple(of: 3) { result.append(",") }
    result.append(digit)
  }
  return result
}
