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
      --log               print each action and state change to standard error (debug
                          builds only)
      --escape-delay MS   how long after Esc to wait for the rest of a key (default 100)

    With a terminal, the full-screen app. Keys on the list:
      ↑/↓ or k/j move the highlight · PgUp/PgDn a page · Home/End or g/G first/last
      space or x done / not done · a add · e or Enter rename · d or Backspace delete (asks)
      f or Tab filter · c clear completed · K/J move the todo · u undo · r or Ctrl-R redo
      q, Ctrl-C or Ctrl-D save and quit · Esc clears a warning line (it never quits)
    In the delete question: y deletes; n or Esc keeps. In the edit sheet: Enter saves, Esc
    cancels; ←/→, Home/End (Ctrl-A/E) move; Backspace, Delete, Ctrl-W (word), Ctrl-U (to the
    start), Ctrl-K (to the end) erase.

    With piped input, line commands, one per line:
      \(LineCommand.usage.joined(separator: " · "))
    A failed command is reported on standard error (todos: line N: …); the commands after it
    still run, and the exit status is 1.
    """

  init(arguments: [String]) throws(Invalid) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--file", "-f":
        file = try Self.path(remaining.popFirst())
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
          file = try Self.path(String(argument.dropFirst("--file=".count)))
        } else if argument.hasPrefix("-") {
          throw Invalid(message: "unknown option \(argument)")
        } else {
          throw Invalid(message: "unexpected argument '\(argument)' (todos takes only options)")
        }
      }
    }
  }

  /// The file `--file PATH`, `-f PATH` or `--file=PATH` names: the same error for a missing and
  /// an empty path.
  private static func path(_ text: String?) throws(Invalid) -> URL {
    guard let text, !text.isEmpty else { throw Invalid(message: "--file needs a path") }
    return URL(fileURLWithPath: text)
  }
}
