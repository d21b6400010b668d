/// The markers ``diff(_:_:format:)`` puts before removed, inserted and unchanged lines.
///
/// ``default`` uses `-`, `+` and a space, which line up in a monospaced terminal. Test failures
/// are often shown in a proportional font, where a hyphen and a space are narrower than a plus:
/// ``proportional`` uses a minus sign and a figure space instead, which render as wide as `+`.
///
/// ```swift
/// diff(1, 2, format: .proportional)  // "− 1\n+ 2"
/// ```
public struct DiffFormat: Hashable, Sendable {
  /// The marker of lines only in the first value: removals.
  public var first: String

  /// The marker of lines only in the second value: insertions.
  public var second: String

  /// The marker of lines in both values.
  public var both: String

  /// Creates a format from its three markers.
  ///
  /// - Parameters:
  ///   - first: The marker of lines only in the first value.
  ///   - second: The marker of lines only in the second value.
  ///   - both: The marker of lines in both values.
  public init(first: String, second: String, both: String) {
    self.first = first
    self.second = second
    self.both = both
  }

  /// `-` for removals, `+` for insertions, a space for unchanged lines: for monospaced output.
  public static let `default` = Self(first: "-", second: "+", both: " ")

  /// `−` (U+2212 MINUS SIGN) for removals, `+` for insertions, U+2007 FIGURE SPACE for unchanged
  /// lines: markers of equal width in proportional fonts, as in test failure messages.
  public static let proportional = Self(first: "\u{2212}", second: "+", both: "\u{2007}")
}
