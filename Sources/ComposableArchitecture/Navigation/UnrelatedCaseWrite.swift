/// Reports a write through one case of a navigation value that is in another case, or absent,
/// as TCA's case subscripts (`PresentationState[case:]`, `StackState[id:case:]`) report it; the
/// write is ignored.
///
/// - Parameters:
///   - current: The value written through, or nil when there is none.
///   - subject: What the value is, to name it: `presented destination`.
///   - site: Where the write was made.
func reportUnrelatedCaseWrite(
  _ current: Any?,
  subject: String,
  at site: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
) {
  reportIssue(
    """
    Can't modify unrelated case\(current.map { " " + String(reflecting: caseName($0)) } ?? "")

    \(current.map { "The \(subject) is \"\(describeCase($0))\"" } ?? "There is no \(subject)"), \
    not the case written to, so the write was ignored.
    """,
    fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
  )
}
