/// A command of a scripted session: what `todos` reads, one per line, when its input is not a
/// terminal.
///
/// Numbers are positions in the list as `list` prints it (1 is the first shown todo).
///
/// ```
/// add Buy milk
/// toggle 1
/// edit 1 Buy oat milk
/// delete 1
/// yes
/// list
/// ```
public enum LineCommand: Equatable, Sendable {
  /// `add TITLE`
  case add(String)
  /// `toggle N`
  case toggle(Int)
  /// `edit N TITLE`
  case edit(Int, String)
  /// `delete N`: asks; answer with `yes` or `no`.
  case delete(Int)
  /// `yes`: confirms a delete.
  case yes
  /// `no`: keeps the todo.
  case no
  /// `filter all|active|completed`
  case filter(Filter)
  /// `clear`: deletes the completed todos.
  case clear
  /// `up N`: moves a todo up.
  case up(Int)
  /// `down N`: moves a todo down.
  case down(Int)
  /// `undo`
  case undo
  /// `redo`: makes again what `undo` took back.
  case redo
  /// `list`: prints the list.
  case list
  /// `help`: prints the commands.
  case help
  /// `quit`: saves and exits.
  case quit

  /// A line that is not a command, with the reason.
  public struct ParseError: Error, Equatable, Sendable {
    /// A sentence for the user.
    public var message: String
  }

  /// The commands, one per line, for `help`.
  public static let usage = [
    "add TITLE · toggle N · edit N TITLE · delete N (then yes/no)",
    "filter all|active|completed · clear · up N · down N · undo · redo · list · help · quit",
  ]

  /// Reads one line.
  ///
  /// - Parameter line: The line, without its newline.
  /// - Returns: The command, or `nil` for a blank line or a `#` comment.
  /// - Throws: ``ParseError`` for anything else that is not a command.
  public static func parse(_ line: String) throws(ParseError) -> LineCommand? {
    let trimmed = line.trimmingBlanks
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let verb = String(trimmed.prefix { $0 != " " && $0 != "\t" })
    let rest = String(trimmed.dropFirst(verb.count)).trimmingBlanks

    func number() throws(ParseError) -> Int {
      let word = rest.prefix { $0 != " " && $0 != "\t" }
      guard let n = Int(word), n > 0 else {
        throw ParseError(message: "“\(verb)” needs a todo number, as in “\(verb) 1”.")
      }
      return n
    }
    func noArguments(_ command: LineCommand) throws(ParseError) -> LineCommand {
      guard rest.isEmpty else { throw ParseError(message: "“\(verb)” takes nothing after it.") }
      return command
    }

    switch verb.lowercased() {
    case "add":
      guard !rest.isEmpty else { throw ParseError(message: "“add” needs a title.") }
      return .add(rest)
    case "toggle": return .toggle(try number())
    case "edit":
      let n = try number()
      let title = String(rest.drop { $0 != " " && $0 != "\t" }).trimmingBlanks
      guard !title.isEmpty else { throw ParseError(message: "“edit” needs a new title.") }
      return .edit(n, title)
    case "delete": return .delete(try number())
    case "yes", "y": return try noArguments(.yes)
    case "no", "n": return try noArguments(.no)
    case "filter":
      guard let filter = Filter(rawValue: rest.lowercased()) else {
        throw ParseError(message: "“filter” takes all, active or completed.")
      }
      return .filter(filter)
    case "clear": return try noArguments(.clear)
    case "up": return .up(try number())
    case "down": return .down(try number())
    case "undo": return try noArguments(.undo)
    case "redo": return try noArguments(.redo)
    case "list", "ls": return try noArguments(.list)
    case "help", "?": return try noArguments(.help)
    case "quit", "exit", "q": return try noArguments(.quit)
    default:
      throw ParseError(message: "Unknown command “\(verb)”. Type help for the commands.")
    }
  }
}

extension LineCommand {
  /// Whether the command changes the list (which a read-only list refuses).
  var changesTheList: Bool {
    switch self {
    case .add, .toggle, .edit, .delete, .yes, .clear, .up, .down, .undo, .redo: true
    case .no, .filter, .list, .help, .quit: false
    }
  }
}

extension String {
  fileprivate var trimmingBlanks: String {
    let blanks: Set<Character> = [" ", "\t", "\r"]
    return String(drop { blanks.contains($0) }.reversed().drop { blanks.contains($0) }.reversed())
  }
}
