/// Text made safe and measured for a terminal: what the screen and the scripted output do with
/// titles, which are stored exactly as typed, pasted or read from a file.
///
/// A title can hold anything, including bytes that a terminal obeys instead of showing: an
/// escape sequence clears the screen or sets the window title, a carriage return or a newline
/// moves the cursor, a bidi override reverses what follows it. ``inert(_:)`` spells each such
/// character as `\u{…}`, so it shows and does nothing; ``columns(_:)`` and ``clip(_:to:)`` lay
/// the result out by the columns a terminal gives it (two for East Asian wide characters and
/// emoji, none for combining marks).
public enum TerminalText {
  /// `text` with every character a terminal would act on spelled out as `\u{…}`.
  ///
  /// Escaped: the C0 and C1 controls and DEL (escape sequences, tab, CR, newline, bell…), the
  /// line and paragraph separators, and the bidi embeddings, overrides, isolates and marks.
  /// Everything else, including zero-width joiners and variation selectors, is kept, so emoji
  /// sequences still show as one picture.
  ///
  /// ```swift
  /// TerminalText.inert("EVIL\u{1B}[2J")  // "EVIL\\u{1B}[2J"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func inert(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isActive) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isActive(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a terminal would act on `scalar` rather than show it.
  static func isActive(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
    case 0x2028, 0x2029: true  // line and paragraph separators
    case 0x061C, 0x200E, 0x200F: true  // bidi marks
    case 0x202A...0x202E, 0x2066...0x2069: true  // bidi embeddings, overrides, isolates
    default: false
    }
  }

  /// How many terminal columns `text` takes, once made ``inert(_:)``.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func columns(_ text: String) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// `line` cut to at most `width` columns, ending in `…` when it was cut. A wide character
  /// that would straddle the edge is left out whole.
  ///
  /// - Complexity: O(*n*) in the length of `line`.
  public static func clip(_ line: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    var used = 0
    var end = line.startIndex
    var fitEnd: String.Index?  // where the text stops if the ellipsis must follow it
    var index = line.startIndex
    while index < line.endIndex {
      let next = line.index(after: index)
      let wide = columns(of: line[index])
      if used + wide > width - 1, fitEnd == nil { fitEnd = index }
      if used + wide > width { return String(line[..<(fitEnd ?? index)]) + "…" }
      used += wide
      index = next
      end = next
    }
    return String(line[..<end])
  }

  /// `line` cut from the front to at most `width` columns, starting with `…` when it was cut:
  /// a text field that keeps its end (and its cursor) in view.
  ///
  /// - Complexity: O(*n*) in the length of `line`.
  public static func clipLeading(_ line: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard columns(line) > width else { return line }
    var used = 1  // the ellipsis
    var start = line.endIndex
    while start > line.startIndex {
      let previous = line.index(before: start)
      let wide = columns(of: line[previous])
      if used + wide > width { break }
      used += wide
      start = previous
    }
    return "…" + line[start...]
  }

  /// The columns one character takes: 2 for an emoji shown as a picture or an East Asian wide
  /// or fullwidth character, 0 for a mark or format character on its own, else 1. Marks,
  /// joiners and selectors inside the character add nothing.
  static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count > 1,
      scalars.contains(where: { $0.value == 0xFE0F })
        || (scalars.contains(where: { $0.value == 0x200D })
          && first.properties.isEmoji)
    {
      return 2
    }
    if first.properties.isEmojiPresentation || isWide(first) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(first.value) { return 0 }  // Hangul medial vowels, finals
    return 1
  }

  /// East Asian Wide and Fullwidth characters (Unicode's `EastAsianWidth.txt`, W and F), apart
  /// from the emoji that `isEmojiPresentation` already covers.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x1100 else { return false }
    for range in wideRanges where range.contains(value) { return true }
    return false
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initials
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, Kanbun, CJK compat
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4, 0x17000...0x18CFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and later
  ]
}
