import Foundation
import TodosFeature

/// The command line: `todos [--file PATH] [--log]`.
struct Options {
  var file = TodosFile.defaultURL()
  var log = false
  var showHelp = false
  /// How long input must pause before a lone Esc is the Escape key rather than the start of an
  /// arrow key or Alt+key whose bytes are still coming.
  var escapeDelay: Duration = .milliseconds(100)

  struct Invalid: Error {
    var message: String
  }

  static let usage = """
    usage: todos [--file PATH] [--log] [--escape-delay MS]
      --file PATH         the list to open (default: $XDG_DATA_HOME/arbor/todos.json,
                          else ~/.local/share/arbor/todos.json)
      --log               print each action and state change to standard error
      --escape-delay MS   how long after Esc to wait for the rest of a key (default 100)
    With a terminal: the full-screen app (keys on screen). With piped input: line commands,
    one per line: \(LineCommand.usage.joined(separator: " · "))
    """

  init(arguments: [String]) throws(Invalid) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--file", "-f":
        guard let path = remaining.popFirst(), !path.isEmpty else {
          throw Invalid(message: "--file needs a path")
        }
        file = URL(fileURLWithPath: path)
      case "--log":
        log = true
      case "--escape-delay":
        guard let text = remaining.popFirst(), let milliseconds = Int(text),
          (1...10_000).contains(milliseconds)
        else {
          throw Invalid(message: "--escape-delay needs a number of milliseconds, 1 to 10000")
        }
        escapeDelay = .milliseconds(milliseconds)
      case "--help", "-h":
        showHelp = true
      default:
        if argument.hasPrefix("--file=") {
          file = URL(fileURLWithPath: String(argument.dropFirst("--file=".count)))
        } else {
          throw Invalid(message: "unknown option \(argument)")
        }
      }
    }
  }
}
