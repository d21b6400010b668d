import CustomDump

/// Text as a value: what an alert, a dialog or a button says, with simple styling, comparable
/// in tests and independent of any UI framework.
///
/// ```swift
/// TextState("Delete \(item.name)?")
/// TextState("Careful: ").bold() + TextState("this cannot be undone.")
/// String(state: title)  // "Careful: this cannot be undone."
/// ```
///
/// Two texts are equal when they say the same thing with the same styling.
public struct TextState: Equatable, Hashable, Sendable {
  enum Storage: Equatable, Hashable, Sendable {
    case verbatim(String)
    indirect case concatenated(TextState, TextState)
  }

  /// A style applied to the text by a modifier.
  enum Modifier: Equatable, Hashable, Sendable {
    case bold(isActive: Bool)
    case italic(isActive: Bool)
    case monospacedDigit
    case strikethrough(isActive: Bool)
    case underline(isActive: Bool)
  }

  let storage: Storage
  var modifiers: [Modifier] = []

  /// Text that shows `content` as it is.
  public init(verbatim content: String) {
    self.storage = .verbatim(content)
  }

  /// Text that shows `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.storage = .verbatim(String(content))
  }

  /// Text that shows `content`; string literals and interpolations land here.
  public init(_ content: String) {
    self.storage = .verbatim(content)
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  private func adding(_ modifier: Modifier) -> Self {
    var text = self
    text.modifiers.append(modifier)
    return text
  }

  /// The text in bold.
  public func bold() -> Self { adding(.bold(isActive: true)) }

  /// The text in bold, or not.
  public func bold(isActive: Bool) -> Self { adding(.bold(isActive: isActive)) }

  /// The text in italics.
  public func italic() -> Self { adding(.italic(isActive: true)) }

  /// The text in italics, or not.
  public func italic(isActive: Bool) -> Self { adding(.italic(isActive: isActive)) }

  /// The text with digits of one width.
  public func monospacedDigit() -> Self { adding(.monospacedDigit) }

  /// The text struck through, or not.
  public func strikethrough(_ isActive: Bool = true) -> Self {
    adding(.strikethrough(isActive: isActive))
  }

  /// The text underlined, or not.
  public func underline(_ isActive: Bool = true) -> Self {
    adding(.underline(isActive: isActive))
  }

  /// The two texts one after the other, each keeping its own styling.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }

  /// The text's characters, without styling.
  var plainText: String {
    switch storage {
    case let .verbatim(string): string
    case let .concatenated(first, second): first.plainText + second.plainText
    }
  }
}

extension String {
  /// The characters of a text state, without its styling.
  ///
  /// ```swift
  /// String(state: alert.title)  // "Delete?"
  /// ```
  public init(state: TextState) {
    self = state.plainText
  }
}

extension TextState: CustomStringConvertible {
  /// The text without its formatting.
  public var description: String { plainText }
}

extension TextState: CustomDumpRepresentable {
  /// Dumps as its characters, so alerts read naturally in test failures.
  public var customDumpValue: Any { plainText }
}
