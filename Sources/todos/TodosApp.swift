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
      await ScriptedSession(store: store).run()
    }
  }
}

/// Writes to standard error, unbuffered.
func writeError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}

/// Saves what is unsaved; says so on standard error if that fails.
@MainActor
func saveBeforeLeaving(_ store: StoreOf<Todos>) async -> Bool {
  let warningBefore = store.warning
  await store.send(.saveNow).finish()
  if let warning = store.warning, warning != warningBefore {
    writeError("todos: \(warning)\n")
    return false
  }
  return true
}
