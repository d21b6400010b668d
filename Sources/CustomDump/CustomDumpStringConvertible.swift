/// A type that supplies its own one-piece text for ``customDump(_:name:indent:maxDepth:)`` and
/// ``diff(_:_:format:)``.
///
/// Conform leaf-like values whose structure is noise in a dump: identifiers, dates, URLs, secrets
/// that must not reach a log. The string is written as is, so it should usually fit on one line.
///
/// ```swift
/// struct Token: CustomDumpStringConvertible {
///   var rawValue: String
///   var customDumpDescription: String { "Token(<redacted>)" }
/// }
///
/// customDump(Token(rawValue: "s3cr3t"))
/// // Token(<redacted>)
/// ```
///
/// For values with fields, see ``CustomDumpReflectable``; to dump a value as another value, see
/// ``CustomDumpRepresentable``.
public protocol CustomDumpStringConvertible {
  /// The text that stands for this value in dumps and diffs.
  var customDumpDescription: String { get }
}
