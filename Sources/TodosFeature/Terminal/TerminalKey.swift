/// A key press, decoded from the bytes a terminal in raw mode sends.
public enum TerminalKey: Equatable, Sendable {
  /// A printable character.
  case character(Character)
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

  /// Decodes one read's worth of bytes. Arrow keys arrive as escape sequences (`ESC [ A`); an
  /// escape byte that starts no known sequence is Escape itself. Unknown control bytes and
  /// sequences are dropped.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  public static func decode(_ bytes: [UInt8]) -> [TerminalKey] {
    var keys: [TerminalKey] = []
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      guard !text.isEmpty else { return }
      keys += String(decoding: text, as: UTF8.self).map(TerminalKey.character)
      text.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B:
        flushText()
        if index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")
        {
          let final = bytes[index + 1]
          index += 2
          switch final {
          case UInt8(ascii: "A"): keys.append(.up)
          case UInt8(ascii: "B"): keys.append(.down)
          default:
            // Skip the rest of a longer sequence (`ESC [ 3 ~`).
            while index < bytes.count, !(0x40...0x7E).contains(bytes[index - 1]) { index += 1 }
          }
        } else {
          keys.append(.escape)
        }
      case 0x0D, 0x0A:
        flushText()
        keys.append(.enter)
      case 0x7F, 0x08:
        flushText()
        keys.append(.backspace)
      case 0x03:
        flushText()
        keys.append(.interrupt)
      case 0x04:
        flushText()
        keys.append(.endOfFile)
      case 0x00..<0x20:
        flushText()
      default:
        text.append(byte)
      }
    }
    flushText()
    return keys
  }
}
