import ComposableArchitecture
import Foundation
import TodosFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("todos needs a POSIX terminal")
#endif

/// `todos`: the Arbor todo list in a terminal.
///
/// With a terminal on both ends it opens the full-screen app; otherwise it reads line commands
/// from standard input (see `LineCommand`) and prints what they did.
@main
enum TodosApp {
  @MainActor
  static func main() async {
    let options: Options
    do {
      options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      writeError("todos: \(error.message)\n\(Options.usage)\n")
      exit(2)
    }
    if options.showHelp {
      print(Options.usage)
      return
    }
    #if !DEBUG
      if options.log {
        // `_printChanges` prints in debug builds only, as in TCA: say so rather than be silent.
        writeError(
          "todos: --log prints nothing in a release build; run a debug build (swift run todos)\n")
      }
    #endif

    let store = Store(initialState: Todos.State()) {
      Todos()._printChanges(options.log ? .standardError : nil)
    } withDependencies: {
      $0.todosPersistence = .file(at: options.file)
    }
    await store.send(.task).finish()
    if let warning = store.warning { writeError("todos: \(warning)\n") }

    if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
      let session = InteractiveSession(
        store: store, file: options.file.path, escapeDelay: options.escapeDelay)
      await session.run()
      withExtendedLifetime(session) {}  // the observation and signal handlers hold it weakly
    } else {
      let session = ScriptedSession(store: store)
      await session.run()
      withExtendedLifetime(session) {}
    }
  }
}

/// Writes to standard error, unbuffered.
func writeError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}

/// What an attempt to save before leaving found.
struct LeavingReport {
  /// Whether the list is in its file (or there was nothing the file could take: a read-only
  /// list).
  var saved: Bool
  /// What to say on the way out, one line each (without the `todos: ` prefix).
  var lines: [String]
}

/// Saves what is unsaved, waiting for a save already being written, and says how it went.
@MainActor
func saveForLeaving(_ store: StoreOf<Todos>) async -> LeavingReport {
  let statusBefore = store.status
  await store.send(.saveNow).finish()
  // A save written when quitting began is followed by one for any changes left; the app
  // leaves once none is being written. The wait is on the save, not on a guess of its length
  // (a save gives up on another program's lock after `TodosDisk.lockTimeout`).
  while store.isSaving {
    try? await Task.sleep(for: .milliseconds(5))
  }
  guard !store.hasUnsavedChanges || store.isReadOnly else {
    return LeavingReport(saved: false, lines: [])
  }
  // Another program's changes merged in are news.
  if let status = store.status, status != statusBefore {
    return LeavingReport(saved: true, lines: [status])
  }
  return LeavingReport(saved: true, lines: [])
}

/// Writes the unsaved list to a rescue file (``TodosRescue``), for a leave that cannot wait
/// for the list's own file, and says where it went; or, when no folder takes it, prints the
/// list itself, so that nothing is lost without the user seeing exactly what.
@MainActor
func rescue(_ store: StoreOf<Todos>) -> [String] {
  let reason = store.saveError ?? "The list could not be saved."
  let todos = store.todos.elements
  switch TodosRescue.write(todos, to: TodosRescue.folders()) {
  case .written(let path):
    return ["\(reason) The unsaved list was written to \(TodosFileError.displayPath(path))."]
  case .nowhere(let refusals):
    let tried = refusals.map { "\(TodosFileError.displayPath($0.folder)): \($0.reason)" }
    let list = (try? TodosFile.encode(todos)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return [
      "\(reason) No rescue file could be written either (\(tried.joined(separator: "; "))). "
        + "The unsaved list, lost once this is closed, is:\n\(list)"
    ]
  }
}

/// Saves what is unsaved before a leave that cannot stay open (a scripted session's end, a
/// signal), writing a rescue file if the save fails; says on standard error what happened.
///
/// - Returns: Whether the list is in its own file.
@MainActor
func saveBeforeLeaving(_ store: StoreOf<Todos>) async -> Bool {
  let report = await saveForLeaving(store)
  for line in report.saved ? report.lines : rescue(store) {
    writeError("todos: \(line)\n")
  }
  return report.saved
}
