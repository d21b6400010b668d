/// A readable line diff of two texts: unchanged lines indented, removed lines marked `−`, added
/// lines marked `+`, from a longest common subsequence of lines.
///
/// - Parameters:
///   - expected: The text the test expected.
///   - actual: The text that was produced.
/// - Returns: The diff, one line per line of either text.
func lineDiff(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  // lengths[i][j]: length of the longest common subsequence of old[i...] and new[j...].
  var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      lengths[i][j] =
        old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var lines: [String] = []
  var i = 0
  var j = 0
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append("  \(old[i])")
      i += 1
      j += 1
    } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
      lines.append("+ \(new[j])")
      j += 1
    } else {
      lines.append("− \(old[i])")
      i += 1
    }
  }
  return lines.joined(separator: "\n")
}
