/// Turns the bytes of a terminal in raw mode into keys: a pure state machine, fed bytes as they
/// are read and told when input has paused.
///
/// A terminal sends Esc alone for the Escape key, but also as the first byte of an arrow key
/// (`ESC [ A`), of an Alt+key (`ESC x`) and of the markers around a bracketed paste
/// (`ESC [ 200 ~` … `ESC [ 201 ~`), and a read can end anywhere inside those. So an Esc that ends
/// a read is held until more bytes or a pause decide it: more bytes continue the sequence,
/// ``pause()`` makes it Escape. The caller owns the clock: it calls ``pause()`` when nothing
/// arrived for a short while (``isWaiting`` says whether that matters).
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B])  // []: the start of a sequence
/// decoder.feed([0x41])        // [.up]
/// decoder.feed([0x1B])        // []
/// decoder.pause()             // [.escape]
/// ```
public struct KeyDecoder: Equatable, Sendable {
  private enum Phase: Equatable, Sendable {
    /// Plain keys.
    case ground
    /// An Esc, not yet known to be Escape.
    case escape
    /// `ESC [` or `ESC O` and the parameter bytes so far.
    case sequence(introducer: UInt8, parameters: [UInt8])
    /// Alt with a character whose UTF-8 bytes are still arriving.
    case alt([UInt8])
    /// Inside a bracketed paste: the bytes so far.
    case paste([UInt8])
  }

  private var phase = Phase.ground
  /// The first bytes of a character whose remaining bytes come in the next read.
  private var partialCharacter: [UInt8] = []

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// A decoder with nothing pending.
  public init() {}

  /// Whether bytes are held that a pause would decide (an Esc that may be Escape, an unfinished
  /// sequence or character). A paste is not among them: it lasts until its end marker.
  public var isWaiting: Bool {
    switch phase {
    case .escape, .sequence, .alt: true
    case .ground: !partialCharacter.isEmpty
    case .paste: false
    }
  }

  /// Decodes the bytes of one read, keeping what they leave unfinished for the next.
  ///
  /// - Parameter bytes: The bytes, in the order they were read.
  /// - Returns: The keys they complete, in order.
  /// - Complexity: O(*n*) in the number of bytes (and in the length of a paste).
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
    var keys: [TerminalKey] = []
    var text = partialCharacter
    partialCharacter = []
    for byte in bytes {
      step(byte, text: &text, keys: &keys)
    }
    // A character cut by the end of the read waits for its last bytes.
    let cut = Self.incompleteSuffixLength(text)
    partialCharacter = Array(text.suffix(cut))
    text.removeLast(cut)
    Self.flush(&text, into: &keys)
    return keys
  }

  /// Input paused: a held Esc is the Escape key; an unfinished sequence or character is dropped.
  ///
  /// - Returns: The keys the pause completes (`[.escape]` or nothing).
  public mutating func pause() -> [TerminalKey] {
    partialCharacter = []
    switch phase {
    case .escape:
      phase = .ground
      return [.escape]
    case .sequence, .alt:
      phase = .ground
      return []
    case .ground, .paste:
      return []
    }
  }

  private mutating func step(_ byte: UInt8, text: inout [UInt8], keys: inout [TerminalKey]) {
    switch phase {
    case .ground:
      switch byte {
      case 0x1B:
        Self.flush(&text, into: &keys)
        phase = .escape
      case 0x0D, 0x0A: Self.flush(&text, into: &keys, then: .enter)
      case 0x7F, 0x08: Self.flush(&text, into: &keys, then: .backspace)
      case 0x09: Self.flush(&text, into: &keys, then: .tab)
      case 0x03: Self.flush(&text, into: &keys, then: .interrupt)
      case 0x04: Self.flush(&text, into: &keys, then: .endOfFile)
      case 0x01...0x1A:
        // Ctrl with a letter: 0x01 is Ctrl-A.
        Self.flush(&text, into: &keys, then: .control(Character(Unicode.Scalar(byte + 0x60))))
      case 0x1C...0x1F:
        // Ctrl-\, Ctrl-], Ctrl-^ and Ctrl-_.
        Self.flush(&text, into: &keys, then: .control(Character(Unicode.Scalar(byte + 0x40))))
      case 0x00..<0x20: Self.flush(&text, into: &keys)  // Ctrl-@ (NUL) means nothing here
      default: text.append(byte)
      }

    case .escape:
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "O"):
        phase = .sequence(introducer: byte, parameters: [])
      case 0x1B:
        keys.append(.escape)  // Esc pressed twice: the first one is Escape
      case 0x20..<0x7F:
        keys.append(.alt(Character(Unicode.Scalar(byte))))
        phase = .ground
      case 0xC0...0xF7:
        phase = .alt([byte])
      default:
        phase = .ground  // Alt with a control key: nothing
      }

    case .alt(var bytes):
      bytes.append(byte)
      if Self.incompleteSuffixLength(bytes) == 0 {
        if let character = String(validating: bytes, as: UTF8.self)?.first {
          keys.append(.alt(character))
        }
        phase = .ground
      } else {
        phase = .alt(bytes)
      }

    case .sequence(let introducer, var parameters):
      switch byte {
      case 0x20...0x3F where introducer == UInt8(ascii: "["):
        parameters.append(byte)
        phase = .sequence(introducer: introducer, parameters: parameters)
      case 0x40...0x7E:
        phase = .ground
        finish(introducer: introducer, parameters: parameters, final: byte, keys: &keys)
      default:
        // Not a sequence after all: start over with this byte.
        phase = .ground
        step(byte, text: &text, keys: &keys)
      }

    case .paste(var bytes):
      phase = .ground  // lets go of the bytes, so appending does not copy them
      bytes.append(byte)
      if bytes.count >= Self.pasteEnd.count,
        bytes.suffix(Self.pasteEnd.count).elementsEqual(
          Self.pasteEnd)
      {
        keys.append(.paste(String(decoding: bytes.dropLast(Self.pasteEnd.count), as: UTF8.self)))
        phase = .ground
      } else {
        phase = .paste(bytes)
      }
    }
  }

  private mutating func finish(
    introducer: UInt8, parameters: [UInt8], final: UInt8, keys: inout [TerminalKey]
  ) {
    // The first parameter numbers a `~` key; modifiers follow a `;` (`ESC [ 1 ; 2 A`).
    let number =
      parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .first.map { String(decoding: $0, as: UTF8.self) } ?? ""
    switch final {
    case UInt8(ascii: "A"): keys.append(.up)
    case UInt8(ascii: "B"): keys.append(.down)
    case UInt8(ascii: "C"): keys.append(.right)
    case UInt8(ascii: "D"): keys.append(.left)
    case UInt8(ascii: "H"): keys.append(.home)
    case UInt8(ascii: "F"): keys.append(.end)
    case UInt8(ascii: "~"):
      switch number {
      case "200": phase = .paste([])
      case "1", "7": keys.append(.home)  // xterm, rxvt
      case "4", "8": keys.append(.end)
      case "3": keys.append(.delete)
      case "5": keys.append(.pageUp)
      case "6": keys.append(.pageDown)
      default: break  // function keys the app has no use for
      }
    default: break  // keys the app has no use for
    }
  }

  /// Decodes the text collected so far into characters, then appends `key` if any.
  private static func flush(
    _ text: inout [UInt8], into keys: inout [TerminalKey], then key: TerminalKey? = nil
  ) {
    if !text.isEmpty {
      keys += String(decoding: text, as: UTF8.self).map(TerminalKey.character)
      text.removeAll(keepingCapacity: true)
    }
    if let key { keys.append(key) }
  }

  /// How many bytes at the end of `bytes` start a UTF-8 character that needs more bytes.
  private static func incompleteSuffixLength(_ bytes: [UInt8]) -> Int {
    for back in 1...min(3, max(1, bytes.count)) where back <= bytes.count {
      let byte = bytes[bytes.count - back]
      if byte & 0xC0 == 0x80 { continue }  // a continuation byte: look further back
      let length =
        switch byte {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
      return length > back ? back : 0
    }
    return 0
  }
}
