import ComposableArchitecture
import Foundation
import Testing
import TodosFeature

@MainActor
@Suite struct TodosTests {
  // MARK: Loading

  @Test func startingLoadsTheSavedList() async {
    let harness = Harness(saved: [.milk, .dog])
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.todosPersistence = .inMemory(harness.storage)
    }
    await store.send(.task)
    await store.receive(.loaded(.loaded([.milk, .dog]))) {
      $0.isLoaded = true
      $0.todos = [.milk, .dog]
      $0.status = "Loaded 2 todos."
    }
  }

  @Test func aMissingFileStartsEmpty() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.todosPersistence = .file(at: temporaryFile())
    }
    await store.send(.task)
    await store.receive(.loaded(.missing)) {
      $0.isLoaded = true
      $0.status = "No saved list yet: starting empty."
    }
  }

  @Test func aFileThatIsNotAListIsLeftAloneAndTheListOpensEmptyAndReadOnly() async throws {
    let file = temporaryFile()
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: file)
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.todosPersistence = .file(at: file)
    }
    await store.send(.task)
    let reason = "Cannot read \(file.path): it is not a todos list (not valid JSON)."
    await store.receive(.loaded(.unreadable(reason: reason))) {
      $0.isLoaded = true
      $0.isReadOnly = true
      $0.warning = "\(reason) The list is open read-only."
    }
    #expect(try Data(contentsOf: file) == Data("{ not json".utf8))
    #expect(!FileManager.default.fileExists(atPath: file.path + ".corrupt-1"))
  }

  @Test func aRepairedListShowsItsNoteAndIsNotSavedUntilChanged() async {
    let titled = Todo.State(id: UUID(0), title: "Buy milk\u{FFFD}")
    let note = "1 title holds bytes that are not UTF-8 in ~/todos.json: …"
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.todosPersistence.load = { .repaired([titled], note: note) }
    }
    await store.send(.task)
    await store.receive(.loaded(.repaired([titled], note: note))) {
      $0.isLoaded = true
      $0.todos = [titled]
      $0.status = "Loaded 1 todo."
      $0.warning = note
    }
  }

  @Test func anUnreadableStorageIsAWarningAndTheListReadOnly() async {
    struct Broken: Error, CustomStringConvertible { var description: String { "disk on fire" } }
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.todosPersistence.load = { throw Broken() }
    }
    await store.send(.task)
    await store.receive(.loadFailed("disk on fire")) {
      $0.isLoaded = true
      $0.isReadOnly = true
      $0.warning = "Cannot read the saved list: disk on fire. The list is open read-only."
    }
  }

  @Test func anUnreadableFileOpensAnEmptyListReadOnlyAndNothingIsSaved() async {
    let reason = "Cannot read ~/todos.json: permission denied."
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.todosPersistence.load = { .unreadable(reason: reason) }
      // No save is stubbed: one would fail the test.
      $0.uuid = .incrementing
    }
    await store.send(.task)
    await store.receive(.loaded(.unreadable(reason: reason))) {
      $0.isLoaded = true
      $0.isReadOnly = true
      $0.warning =
        "Cannot read ~/todos.json: permission denied. The list is open read-only."
    }
    await store.send(.addButtonTapped) { $0.destination = .edit(EditTodo.State()) }
    await store.send(.destination(.presented(.edit(.titleChanged("Buy milk"))))) {
      $0.destination = .edit(EditTodo.State(title: "Buy milk"))
    }
    await store.send(.confirmEditButtonTapped) {
      $0.destination = nil
      $0.status = "The list is read-only: nothing was changed."
    }
    await store.send(.saveNow)
  }

  @Test func aReadOnlyFileShowsItsListAndRefusesChanges() async {
    let reason = "Cannot save ~/todos.json: it is read-only."
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.todosPersistence.load = { .readOnly([.milk], reason: reason) }
    }
    await store.send(.task)
    await store.receive(.loaded(.readOnly([.milk], reason: reason))) {
      $0.isLoaded = true
      $0.isReadOnly = true
      $0.todos = [.milk]
      $0.status = "Loaded 1 todo."
      $0.warning = "Cannot save ~/todos.json: it is read-only. The list is open read-only."
    }
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.status = "The list is read-only: nothing was changed."
    }
  }

  @Test func todosWithTheSameIDAreBothKeptWithANewIDAndReported() async {
    let harness = Harness()
    let twin = Todo.State(id: Todo.State.milk.id, title: "Buy bread")
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.continuousClock = harness.clock
      $0.todosPersistence = .inMemory(harness.storage)
      $0.todosPersistence.load = { .loaded([.milk, twin, .dog]) }
      $0.uuid = .constant(UUID(7))
    }
    await store.send(.task)
    let renamed = Todo.State(id: UUID(7), title: "Buy bread")
    await store.receive(.loaded(.loaded([.milk, twin, .dog]))) {
      $0.isLoaded = true
      $0.todos = [.milk, renamed, .dog]
      $0.status = "Loaded 3 todos."
      $0.warning = "1 todo had the id of another; it was kept with a new id."
      $0.revision = 1
    }
    // The file is corrected too.
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 1)) {
      $0.savedRevision = 1
      $0.isSaving = false
    }
    #expect(harness.storage.value == [.milk, renamed, .dog])
  }

  // MARK: Rows

  @Test func togglingARowMarksItAndSaysSo() async {
    let harness = Harness()
    let store = harness.store([.milk, .dog])
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.todos[id: Todo.State.milk.id]?.isComplete = true
      $0.status = "Marked “Buy milk” done."
      $0.undoStack = [.toggled(Todo.State.milk.id)]
      $0.revision = 1
    }
    await store.send(.todos(.element(id: Todo.State.dog.id, action: .toggleCompletion))) {
      $0.todos[id: Todo.State.dog.id]?.isComplete = false
      $0.status = "Marked “Walk the dog” not done."
      $0.undoStack = [.toggled(Todo.State.milk.id), .toggled(Todo.State.dog.id)]
      $0.revision = 2
    }
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 2)) {
      $0.savedRevision = 2
      $0.isSaving = false
    }
  }

  @Test func clearingCompletedRemovesOnlyTheDoneTodos() async {
    let harness = Harness()
    let store = harness.store([.milk, .dog, .readme], cursor: 2)
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [.milk, .readme]
      $0.status = "Cleared 1 completed todo."
      $0.undoStack = [.cleared([Todos.Removal(.dog, at: 1)])]
      $0.revision = 1
      $0.cursor = 1
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.status = "No completed todos to clear."
    }
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 1)) {
      $0.savedRevision = 1
      $0.isSaving = false
    }
  }

  // MARK: Moving

  @Test func movingSwapsWithTheNeighbourAndTheCursorFollows() async {
    let harness = Harness()
    let store = harness.store([.milk, .dog, .readme], cursor: 2)
    await store.send(.moveButtonTapped(id: Todo.State.readme.id, direction: .up)) {
      $0.todos = [.milk, .readme, .dog]
      $0.cursor = 1
      $0.status = "Moved “Write the README” up."
      $0.undoStack = [.swapped(Todo.State.readme.id, Todo.State.dog.id)]
      $0.revision = 1
    }
    await store.send(.moveButtonTapped(id: Todo.State.milk.id, direction: .up)) {
      $0.status = "“Buy milk” is already at the top."
    }
    await store.send(.moveButtonTapped(id: Todo.State.milk.id, direction: .down)) {
      $0.todos = [.readme, .milk, .dog]
      $0.status = "Moved “Buy milk” down."
      $0.undoStack = [
        .swapped(Todo.State.readme.id, Todo.State.dog.id),
        .swapped(Todo.State.milk.id, Todo.State.readme.id),
      ]
      $0.revision = 2
    }
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 2)) {
      $0.savedRevision = 2
      $0.isSaving = false
    }
  }

  @Test func movingUnderAFilterSkipsHiddenTodos() async {
    let harness = Harness()
    let store = harness.store([.milk, .dog, .readme], filter: .active)
    await store.send(.moveButtonTapped(id: Todo.State.milk.id, direction: .down)) {
      $0.todos = [.readme, .dog, .milk]
      $0.cursor = 1
      $0.status = "Moved “Buy milk” down."
      $0.undoStack = [.swapped(Todo.State.milk.id, Todo.State.readme.id)]
      $0.revision = 1
    }
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 1)) {
      $0.savedRevision = 1
      $0.isSaving = false
    }
  }

  // MARK: Cursor

  @Test func theCursorMovesWithinTheShownRows() async {
    let store = Harness().store([.milk, .dog])
    await store.send(.cursorMoved(.up))
    await store.send(.cursorMoved(.down)) { $0.cursor = 1 }
    await store.send(.cursorMoved(.down))
    await store.send(.cursorMoved(.up)) { $0.cursor = 0 }
  }

  @Test func theCursorPagesAndJumpsToEitherEnd() async {
    let todos = (0..<25).map { Todo.State(id: UUID($0), title: "Todo \($0)") }
    let store = Harness().store(todos)
    await store.send(.cursorPaged(.down, rows: 10)) { $0.cursor = 10 }
    await store.send(.cursorPaged(.down, rows: 10)) { $0.cursor = 20 }
    await store.send(.cursorPaged(.down, rows: 10)) { $0.cursor = 24 }
    await store.send(.cursorPaged(.down, rows: 10))
    await store.send(.cursorPaged(.up, rows: 10)) { $0.cursor = 14 }
    await store.send(.cursorMovedToEnd(.up)) { $0.cursor = 0 }
    await store.send(.cursorPaged(.up, rows: 10))
    await store.send(.cursorMovedToEnd(.down)) { $0.cursor = 24 }
  }

  // MARK: Undo

  @Test func undoGoesBackOneChangeAtATime() async {
    let harness = Harness()
    let store = harness.store([.milk, .dog])
    let cleared = Todos.UndoStep.cleared([Todos.Removal(.dog, at: 1)])
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [.milk]
      $0.status = "Cleared 1 completed todo."
      $0.undoStack = [cleared]
      $0.revision = 1
    }
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.todos[id: Todo.State.milk.id]?.isComplete = true
      $0.status = "Marked “Buy milk” done."
      $0.undoStack = [cleared, .toggled(Todo.State.milk.id)]
      $0.revision = 2
    }
    // Undo says what it took back.
    await store.send(.undoButtonTapped) {
      $0.todos = [.milk]
      $0.status = "Undid: mark “Buy milk” done."
      $0.undoStack = [cleared]
      $0.redoStack = [.toggled(Todo.State.milk.id)]
      $0.revision = 3
    }
    await store.send(.undoButtonTapped) {
      $0.todos = [.milk, .dog]
      $0.status = "Undid: clear 1 completed."
      $0.undoStack = []
      $0.redoStack = [.toggled(Todo.State.milk.id), cleared]
      $0.revision = 4
    }
    await store.send(.undoButtonTapped) { $0.status = "Nothing to undo." }
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 4)) {
      $0.savedRevision = 4
      $0.isSaving = false
    }
    #expect(harness.storage.value == [.milk, .dog], "the undone list is what is saved")
  }

  /// Undo keeps each change, not a copy of the list, so a change costs the same on any length of
  /// list. Taking every kind of change back must still give the first list, with the count of
  /// done todos (which the screen shows instead of counting) right after every step.
  @Test func undoingEveryKindOfChangeGivesBackTheFirstList() {
    let store = Store(initialState: Todos.State(todos: [.milk, .dog, .readme], isLoaded: true)) {
      Todos()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.todosPersistence = .inMemory(LockIsolated(nil))
      $0.uuid = .constant(UUID(7))
    }
    let milk = Todo.State.milk.id
    let readme = Todo.State.readme.id
    let steps: [[Todos.Action]] = [
      [.todos(.element(id: milk, action: .toggleCompletion))],
      [.moveButtonTapped(id: readme, direction: .up)],
      [
        .addButtonTapped, .destination(.presented(.edit(.titleChanged("Bake")))),
        .confirmEditButtonTapped,
      ],
      [
        .editButtonTapped(id: readme), .destination(.presented(.edit(.titleChanged("Read")))),
        .confirmEditButtonTapped,
      ],
      [
        .deleteButtonTapped(id: readme),
        .destination(.presented(.alert(.confirmDeletion(id: readme)))),
      ],
      [.todos(.element(id: UUID(7), action: .toggleCompletion))],
      [.clearCompletedButtonTapped],
    ]
    func expectCountsRight(_ comment: Comment) {
      #expect(store.completedCount == store.todos.elements.count(where: \.isComplete), comment)
      // The done marks a filtered screen reads must follow every change, and every undo.
      for filter in [Filter.active, .completed] {
        var state = store.state
        state.filter.selection = filter
        let expected = state.todos.elements.filter(filter.includes)
        #expect(state.visibleTodos(in: 0..<expected.count).map(\.todo) == expected, comment)
        #expect(expected.indices.allSatisfy { state.visibleTodo(at: $0) == expected[$0] }, comment)
        #expect(
          expected.indices.allSatisfy { state.visibleOffset(of: expected[$0].id) == $0 }, comment)
      }
    }
    for actions in steps {
      for action in actions { store.send(action) }
      expectCountsRight("after \(actions)")
    }
    #expect(store.todos.isEmpty)
    #expect(store.undoStack.count == steps.count)
    var statuses: [String] = []
    while !store.undoStack.isEmpty {
      store.send(.undoButtonTapped)
      statuses.append(store.status ?? "")
      expectCountsRight("after an undo")
    }
    #expect(store.todos == [.milk, .dog, .readme])
    #expect(
      statuses == [
        "Undid: clear 3 completed.", "Undid: mark “Bake” done.", "Undid: delete “Read”.",
        "Undid: rename “Write the README” to “Read”.", "Undid: add “Bake”.",
        "Undid: move “Write the README” up.", "Undid: mark “Buy milk” done.",
      ])
    // Redo makes every change again, in order, back to the empty list.
    statuses = []
    while !store.redoStack.isEmpty {
      store.send(.redoButtonTapped)
      statuses.append(store.status ?? "")
      expectCountsRight("after a redo")
    }
    #expect(store.todos.isEmpty)
    #expect(
      statuses == [
        "Redid: mark “Buy milk” done.", "Redid: move “Write the README” up.",
        "Redid: add “Bake”.", "Redid: rename “Write the README” to “Read”.",
        "Redid: delete “Read”.", "Redid: mark “Bake” done.", "Redid: clear 3 completed.",
      ])
  }

  @Test func undoRemembersAtMostTheLimit() async {
    let harness = Harness()
    let store = harness.store([.milk])
    store.exhaustivity = .off
    for _ in 0..<(Todos.undoLimit + 5) {
      await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion)))
    }
    #expect(store.state.undoStack.count == Todos.undoLimit)
    await harness.clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saveNow)
    await store.receive(.saved(revision: Todos.undoLimit + 5))
  }

  // MARK: Autosave

  @Test func aBurstOfChangesIsSavedOnceAfterTheListIsStill() async {
    let harness = Harness()
    let store = harness.store([.milk, .dog])
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.todos[id: Todo.State.milk.id]?.isComplete = true
      $0.status = "Marked “Buy milk” done."
      $0.undoStack = [.toggled(Todo.State.milk.id)]
      $0.revision = 1
    }
    await harness.clock.advance(by: .milliseconds(400))
    #expect(harness.storage.value == nil, "not saved while changes keep coming")
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = []
      $0.status = "Cleared 2 completed todos."
      var milkDone = Todo.State.milk
      milkDone.isComplete = true
      $0.undoStack = [
        .toggled(Todo.State.milk.id),
        .cleared([Todos.Removal(milkDone, at: 0), Todos.Removal(.dog, at: 1)]),
      ]
      $0.revision = 2
    }
    await harness.clock.advance(by: .milliseconds(400))
    #expect(harness.storage.value == nil, "the second change restarted the wait")
    await harness.clock.advance(by: .milliseconds(100))
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 2)) {
      $0.savedRevision = 2
      $0.isSaving = false
    }
    #expect(harness.storage.value == [])
  }

  @Test func saveNowWritesAtOnceAndCancelsTheWait() async {
    let harness = Harness()
    let store = harness.store([.milk])
    await store.send(.clearCompletedButtonTapped) { $0.status = "No completed todos to clear." }
    await store.send(.saveNow)
    #expect(harness.storage.value == nil, "nothing unsaved, nothing written")
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.todos[id: Todo.State.milk.id]?.isComplete = true
      $0.status = "Marked “Buy milk” done."
      $0.undoStack = [.toggled(Todo.State.milk.id)]
      $0.revision = 1
    }
    await store.send(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 1)) {
      $0.savedRevision = 1
      $0.isSaving = false
    }
    #expect(harness.storage.value?.first?.isComplete == true)
    await harness.clock.run()  // the cancelled wait saves nothing more
  }

  @Test func aFailedSaveIsAWarning() async {
    struct Full: Error, CustomStringConvertible { var description: String { "disk full" } }
    let clock = TestClock()
    let store = TestStore(initialState: Todos.State(todos: [.milk], isLoaded: true)) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.todosPersistence.save = { _ in throw Full() }
    }
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.todos[id: Todo.State.milk.id]?.isComplete = true
      $0.status = "Marked “Buy milk” done."
      $0.undoStack = [.toggled(Todo.State.milk.id)]
      $0.revision = 1
    }
    await clock.advance(by: Todos.autosaveDelay)
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saveFailed("disk full")) {
      $0.isSaving = false
      $0.saveError = "disk full."
      $0.warning = "disk full. The changes stay unsaved; the next change tries again."
      $0.isWarningAboutSaving = true
    }
  }

  @Test func aSaveThatSucceedsAfterAFailureTakesTheWarningAway() async {
    struct Full: Error, CustomStringConvertible {
      var description: String { "Cannot save ~/todos.json: no space left on device." }
    }
    let isFull = LockIsolated(true)
    let clock = TestClock()
    let store = TestStore(initialState: Todos.State(todos: [.milk], isLoaded: true)) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.todosPersistence.save = { _ in
        if isFull.value { throw Full() }
        return .saved
      }
    }
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.todos[id: Todo.State.milk.id]?.isComplete = true
      $0.status = "Marked “Buy milk” done."
      $0.undoStack = [.toggled(Todo.State.milk.id)]
      $0.revision = 1
    }
    await store.send(.saveNow) { $0.isSaving = true }
    await store.receive(.saveFailed("Cannot save ~/todos.json: no space left on device.")) {
      $0.isSaving = false
      $0.saveError = "Cannot save ~/todos.json: no space left on device."
      $0.warning =
        "Cannot save ~/todos.json: no space left on device. The changes stay unsaved; the next "
        + "change tries again."
      $0.isWarningAboutSaving = true
    }
    // Quitting now is refused once, and says what a second quit does.
    await store.send(.leaveRefused) {
      $0.warning =
        "Cannot save ~/todos.json: no space left on device — q again quits without saving, "
        + "writing the list to a rescue file."
    }
    isFull.setValue(false)
    await store.send(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 1)) {
      $0.isSaving = false
      $0.savedRevision = 1
      $0.saveError = nil
      $0.warning = nil
      $0.isWarningAboutSaving = false
    }
  }

  @Test func aSaveThatSucceedsLeavesALoadWarningAlone() async {
    let harness = Harness()
    let note = "1 title holds bytes that are not UTF-8 in ~/todos.json: …"
    let store = TestStore(
      initialState: Todos.State(todos: [.milk], warning: note, isLoaded: true)
    ) {
      Todos()
    } withDependencies: {
      $0.continuousClock = harness.clock
      $0.todosPersistence = .inMemory(harness.storage)
    }
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.todos[id: Todo.State.milk.id]?.isComplete = true
      $0.status = "Marked “Buy milk” done."
      $0.undoStack = [.toggled(Todo.State.milk.id)]
      $0.revision = 1
    }
    await store.send(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 1)) {
      $0.isSaving = false
      $0.savedRevision = 1
    }
    await harness.clock.run()
  }

  @Test func aWarningIsDismissed() async {
    let store = TestStore(
      initialState: Todos.State(warning: "Cannot read ~/todos.json: permission denied.")
    ) {
      Todos()
    }
    await store.send(.warningDismissed) { $0.warning = nil }
  }

  @Test func aSaveThatTakesLongerThanASecondSaysSo() async {
    let clock = TestClock()
    let release = AsyncStream<Void>.makeStream()
    let store = TestStore(initialState: Todos.State(todos: [.milk], isLoaded: true)) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.todosPersistence.save = { _ in
        // As when another program holds the folder's lock.
        for await _ in release.stream { break }
        return .saved
      }
    }
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.todos[id: Todo.State.milk.id]?.isComplete = true
      $0.status = "Marked “Buy milk” done."
      $0.undoStack = [.toggled(Todo.State.milk.id)]
      $0.revision = 1
    }
    await store.send(.saveNow) { $0.isSaving = true }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.saveIsSlow) {
      $0.warning =
        "Still saving: the disk is slow, or another program holds the lock on the list's "
        + "folder (a save gives up after 5 s)."
      $0.isWarningAboutSaving = true
    }
    release.continuation.yield()
    await store.receive(.saved(revision: 1)) {
      $0.isSaving = false
      $0.savedRevision = 1
      $0.warning = nil
      $0.isWarningAboutSaving = false
    }
  }

  @Test func aSaveThatMergedAnotherProgramsChangesShowsTheMergedList() async {
    let onDisk = LockIsolated<[Todo.State]>([.readme])
    let clock = TestClock()
    let store = TestStore(initialState: Todos.State(todos: [.milk], isLoaded: true)) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.todosPersistence.save = { todos in
        let merged = TodosMerge.merge(base: [.milk], ours: todos, theirs: onDisk.value)
        onDisk.setValue(merged)
        return .merged(merged)
      }
    }
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.todos[id: Todo.State.milk.id]?.isComplete = true
      $0.status = "Marked “Buy milk” done."
      $0.undoStack = [.toggled(Todo.State.milk.id)]
      $0.revision = 1
    }
    var milkDone = Todo.State.milk
    milkDone.isComplete = true
    await store.send(.saveNow) { $0.isSaving = true }
    // The other program deleted milk, which we changed: it stays, and its README arrives.
    await store.receive(
      .merged(revision: 1, sent: [milkDone], onDisk: [.readme, milkDone])
    ) {
      $0.isSaving = false
      $0.savedRevision = 1
      $0.todos = [.readme, milkDone]
      $0.cursor = 1  // the highlight stays on milk, which the merge moved down
      $0.undoStack = []
      $0.status = "Another program changed the file; its changes were merged with yours."
    }
    await clock.run()
  }

  @Test func aChangeMadeWhileASaveIsWrittenIsSavedAfterIt() async {
    let harness = Harness()
    let gate = AsyncStream<Void>.makeStream()
    let store = TestStore(initialState: Todos.State(todos: [.milk], isLoaded: true)) {
      Todos()
    } withDependencies: { [storage = harness.storage] in
      $0.continuousClock = harness.clock
      $0.todosPersistence.save = { todos in
        // The first save waits until the test lets it finish.
        if storage.value == nil {
          for await _ in gate.stream { break }
        }
        storage.setValue(todos)
        return .saved
      }
    }
    var milkDone = Todo.State.milk
    milkDone.isComplete = true
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.todos = [milkDone]
      $0.status = "Marked “Buy milk” done."
      $0.undoStack = [.toggled(Todo.State.milk.id)]
      $0.revision = 1
    }
    await store.send(.saveNow) { $0.isSaving = true }
    await store.send(.todos(.element(id: Todo.State.milk.id, action: .toggleCompletion))) {
      $0.todos = [.milk]
      $0.status = "Marked “Buy milk” not done."
      $0.undoStack = [.toggled(Todo.State.milk.id), .toggled(Todo.State.milk.id)]
      $0.revision = 2
    }
    await store.send(.saveNow)  // waits for the save being written, rather than racing it
    gate.continuation.yield()
    await store.receive(.saved(revision: 1)) {
      $0.isSaving = false
      $0.savedRevision = 1
    }
    await store.receive(.saveNow) { $0.isSaving = true }
    await store.receive(.saved(revision: 2)) {
      $0.isSaving = false
      $0.savedRevision = 2
    }
    #expect(harness.storage.value == [.milk], "the last change is the one on disk")
    await harness.clock.run()
  }

  @Test func loadingDoesNotSaveOrRememberForUndo() async {
    let harness = Harness(saved: [.milk])
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.continuousClock = harness.clock
      $0.todosPersistence = .inMemory(harness.storage)
    }
    await store.send(.task)
    await store.receive(.loaded(.loaded([.milk]))) {
      $0.isLoaded = true
      $0.todos = [.milk]
      $0.status = "Loaded 1 todo."
    }
    await harness.clock.run()
    #expect(!store.state.hasUnsavedChanges)
  }
}
