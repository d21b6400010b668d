/// Describes how two values differ, as a nested, line-by-line diff of their dumps, or returns
/// `nil` when they are equal.
///
/// Only what changed is spelled out: the path from the root to each change is printed with the
/// unchanged fields beside it collapsed (`address: Address(…)`), and runs of unchanged collection
/// elements fold into `… (3 unchanged)`. Collection elements are aligned one to one (by `id` when
/// they are `Identifiable`), so one changed row of a long list shows just that row.
///
/// ```swift
/// diff(
///   User(id: 42, name: "Blob"),
///   User(id: 42, name: "Blob, Jr.")
/// )
/// //   User(
/// //     id: 42,
/// // -   name: "Blob"
/// // +   name: "Blob, Jr."
/// //   )
/// ```
///
/// - Parameters:
///   - lhs: The first value, whose lines are marked as removals.
///   - rhs: The second value, whose lines are marked as insertions.
///   - format: The line markers to use; ``DiffFormat/default`` unless the text is shown in a
///     proportional font.
/// - Returns: The diff, or `nil` if the values are equal.
/// - Complexity: One equality check per element on the path to each change; only changed parts
///   are dumped in full.
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
  guard !isMirrorEqual(lhs, rhs) else { return nil }
  var differ = Differ(format: format)
  var text = differ.diff(
    lhs, rhs, lhsName: nil, rhsName: nil, separator: "", indent: 0, isRoot: true,
    equality: .unequal
  )
  if text.last == "\n" { text.removeLast() }
  return text
}
