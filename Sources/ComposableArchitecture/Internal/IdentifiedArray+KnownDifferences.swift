/// The diff `_printChanges` prints compares the state before an action with the state after it:
/// two versions of each identified array that share their ids buffer, one written in place at
/// the rows the action changed. Their write logs name those rows, so the differ reads them and
/// not the thousands of others.
///
/// The conformance lives here, where both modules are seen, so that neither CustomDump nor
/// IdentifiedCollections depends on the other (as with Point-Free's packages).
extension IdentifiedArray: KnownDifferences {
  package func positionsThatMayDiffer(from other: Any) -> [Int]? {
    guard let other = other as? Self, ids.sharesStorage(with: other.ids) else { return nil }
    guard !ids.isEmpty else { return [] }
    return WriteLog.positionsThatMayDiffer(_writeLog, other._writeLog)
  }
}
