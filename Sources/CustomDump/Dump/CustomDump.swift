/// Prints a readable, indented dump of a value to standard output and returns the value.
///
/// Unlike `dump`, the output reads like Swift: `User(id: 42, name: "Blob")` on as many lines as
/// the value needs, enum cases as `.loaded(…)`, collections with their indices, dictionaries and
/// sets sorted so that runs print the same text. Types choose their own dump with
/// ``CustomDumpStringConvertible``, ``CustomDumpRepresentable`` or ``CustomDumpReflectable``.
///
/// ```swift
/// customDump(User(id: 42, name: "Blob"))
/// // User(
/// //   id: 42,
/// //   name: "Blob"
/// // )
/// ```
///
/// - Parameters:
///   - value: The value to dump.
///   - name: A label printed before the value (`name: …`), or `nil` for none.
///   - indent: The number of spaces before every line.
///   - maxDepth: How many levels of nesting to print; deeper values print as `…`.
/// - Returns: `value`, so a dump can wrap an expression.
@discardableResult
public func customDump<T>(
  _ value: T,
  name: String? = nil,
  indent: Int = 0,
  maxDepth: Int = .max
) -> T {
  var target = ""
  customDump(value, to: &target, name: name, indent: indent, maxDepth: maxDepth)
  print(target)
  return value
}

/// Writes a readable, indented dump of a value to an output stream and returns the value.
///
/// ```swift
/// var text = ""
/// customDump([1, 2], to: &text)
/// // text == "[\n  [0]: 1,\n  [1]: 2\n]"
/// ```
///
/// - Parameters:
///   - value: The value to dump.
///   - target: The stream written to. No newline follows the dump.
///   - name: A label printed before the value (`name: …`), or `nil` for none.
///   - indent: The number of spaces before every line.
///   - maxDepth: How many levels of nesting to print; deeper values print as `…`.
/// - Returns: `value`.
@discardableResult
public func customDump<T, TargetStream: TextOutputStream>(
  _ value: T,
  to target: inout TargetStream,
  name: String? = nil,
  indent: Int = 0,
  maxDepth: Int = .max
) -> T {
  var dumper = Dumper()
  target.write(dumper.dump(value, name: name, indent: indent, isRoot: true, maxDepth: maxDepth))
  return value
}

extension String {
  /// Creates the text ``customDump(_:to:name:indent:maxDepth:)`` writes for a value.
  ///
  /// ```swift
  /// String(customDumping: Status.loaded(3))  // "Status.loaded(3)"
  /// ```
  public init<Subject>(customDumping subject: Subject) {
    var text = ""
    customDump(subject, to: &text)
    self = text
  }
}
