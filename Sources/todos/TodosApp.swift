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

/// Saves what is unsaved, waiting for a save already being written; says on standard error
/// if that fails, or if another program's changes were merged in.
@MainActor
func saveBeforeLeaving(_ store: StoreOf<Todos>) async -> Bool {
  let warningBefore = store.warning
  let statusBefore = store.status
  await store.send(.saveNow).finish()
  // A save written when quitting began is followed by one for any changes left; the app
  // leaves once none is being written. The wait is on the save, not on a guess of its length.
  while store.isSaving {
    try? await Task.sleep(for: .milliseconds(5))
  }
  if let warning = store.warning, warning != warningBefore {
    writeError("todos: \(warning)\n")
    return false
  }
  if let status = store.status, status != statusBefore {
    writeError("todos: \(status)\n")
  }
  return !store.hasUnsavedChanges || store.isReadOnly
}
