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

/// Line commands from standard input; what each did on standard output.
@MainActor
struct ScriptedSession {
  let store: StoreOf<Todos>

  func run() async {
    let session = LineSession(store: store)
    var warning = store.warning
    for await line in StandardInput.lines() {
      let outcome = session.run(line: line)
      for text in outcome.output { print(text) }
      if store.warning != warning {
        warning = store.warning
        if let warning { writeError("todos: \(warning)\n") }
      }
      if outcome.quit { break }
    }
    let saved = await saveBeforeLeaving(store)
    fflush(nil)  // every open output stream: what `print` buffered reaches the pipe
    exit(saved ? 0 : 1)
  }
}
