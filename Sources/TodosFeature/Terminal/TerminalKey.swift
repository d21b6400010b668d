/// A key press (or a paste), decoded by ``KeyDecoder`` from the bytes a terminal in raw mode
/// sends.
public enum TerminalKey: Equatable, Sendable {
  /// A printable character.
  case character(Character)
  /// A character typed with Alt (or Meta) held: the terminal sends Esc before it.
  case alt(Character)
  /// Text pasted while bracketed paste is on, exactly as the terminal sent it (newlines
  /// included): text, never keys.
  case paste(String)
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Return or enter.
  case enter
  /// Escape, on its own.
  case escape
  /// Backspace or delete-left.
  case backspace
  /// Control-C (when the terminal does not turn it into a signal).
  case interrupt
  /// Control-D.
  case endOfFile
}
