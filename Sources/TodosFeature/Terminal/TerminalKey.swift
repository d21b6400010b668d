/// A key press (or a paste), decoded by ``KeyDecoder`` from the bytes a terminal in raw mode
/// sends.
public enum TerminalKey: Equatable, Sendable {
  /// A printable character.
  case character(Character)
  /// A character typed with Alt (or Meta) held: the terminal sends Esc before it.
  case alt(Character)
  /// A letter typed with Control held (Ctrl-A is `control("a")`), for the controls that have
  /// no key of their own here: not Ctrl-C, Ctrl-D, Tab (Ctrl-I), Enter (Ctrl-J, Ctrl-M) or
  /// Backspace (Ctrl-H). Ctrl-\ arrives as `control("\\")`, since raw mode turns off the
  /// terminal's quit character.
  case control(Character)
  /// Text pasted while bracketed paste is on, exactly as the terminal sent it (newlines
  /// included): text, never keys.
  case paste(String)
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Tab.
  case tab
  /// Return or enter.
  case enter
  /// Escape, on its own.
  case escape
  /// Backspace or delete-left.
  case backspace
  /// Delete (forward delete).
  case delete
  /// Control-C (when the terminal does not turn it into a signal).
  case interrupt
  /// Control-D.
  case endOfFile
}
