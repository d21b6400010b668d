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

/// Line commands from standard input; what each did on standard output, and why a command
/// failed on standard error (`todos: line N: …`).
///
/// A failed command does not stop the script: the later commands run, and the exit status is
/// 1 once any failed, so a script's caller learns of it. Each reply is flushed as soon as it is
/// printed, so another program can drive `todos` one line at a time (a coprocess) and read
/// each answer before sending the next command.
@MainActor
final class ScriptedSession {
  let store: StoreOf<Todos>
  private var leaving: Task<Void, Never>?

  init(store: StoreOf<Todos>) {
    self.store = store
  }

  func run() async {
    // Before the first line is read: a reply seen means a signal from then on saves.
    ExitSignals.watch { [weak self] status in
      guard let self else { return }
      Task { await self.leave(status: status) }
    }
    let session = LineSession(store: store)
    var warning = store.warning
    var lineNumber = 0
    var anyFailed = false
    for await line in StandardInput.lines() {
      if leaving != nil { break }
      lineNumber += 1
      let outcome = session.run(line: line)
      // Written straight to the descriptor: the reply reaches the pipe now, not when a buffer
      // fills. (Flushing stdio instead would wait for stdin's lock, which the reading thread
      // holds while it waits for the next line.)
      if !outcome.output.isEmpty {
        FileHandle.standardOutput.write(Data(outcome.output.map { $0 + "\n" }.joined().utf8))
      }
      if outcome.failed {
        anyFailed = true
        writeError(outcome.errors.map { "todos: line \(lineNumber): \($0)\n" }.joined())
      }
      if store.warning != warning {
        warning = store.warning
        if let warning { writeError("todos: \(warning)\n") }
      }
      if outcome.quit { break }
    }
    await leave(status: anyFailed ? 1 : 0)
  }

  /// Saves and exits; a second call (a signal, then the end of input) waits for the first,
  /// so the process never ends before the save.
  private func leave(status: Int32) async {
    if let leaving {
      await leaving.value
      return
    }
    let task = Task { @MainActor [store] in
      let saved = await saveBeforeLeaving(store)
      exit(saved ? status : 1)
    }
    leaving = task
    await task.value
  }
}
