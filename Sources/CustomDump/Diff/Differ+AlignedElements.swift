extension Differ {
  /// The diff of two equally long collections whose element-by-element equality is already
  /// known, reading only the elements that changed (and lone unchanged ones, which print in
  /// full): a 10,000-row list with one changed row reflects two rows, not 20,000.
  ///
  /// Prints exactly what the general path prints, which in this case matches every element
  /// with the one at the same position. Returns `nil`, for the general path, unless every
  /// changed element keeps its identity: an element replaced by another needs the edit script.
  mutating func diffAlignedElements(
    _ pair: Pair,
    _ lhsMirror: Mirror,
    _ rhsMirror: Mirror,
    equality: ElementEquality,
    layout: ChildrenLayout
  ) -> String? {
    let lhsChildren = lhsMirror.children
    let rhsChildren = rhsMirror.children
    let count = equality.count
    guard lhsChildren.count == count, rhsChildren.count == count else { return nil }
    func child(_ children: Mirror.Children, _ offset: Int) -> Mirror.Child {
      children[children.index(children.startIndex, offsetBy: offset)]
    }
    let changed = equality.unequalOffsets
    guard !changed.isEmpty else { return noDifferenceFound(pair, nameSuffix: layout.nameSuffix) }
    for offset in changed {
      guard isIdentityEqual(child(lhsChildren, offset).value, child(rhsChildren, offset).value)
      else { return nil }
    }

    let name = pair.rhsName.map { "\($0)\(layout.nameSuffix) " } ?? ""
    var out = unchanged((name + layout.prefix).indenting(by: pair.indent)) + "\n"
    let childIndent = pair.indent + layout.elementIndent
    let separator = layout.elementSeparator

    func appendUnchanged(_ run: Range<Int>) {
      guard !run.isEmpty else { return }
      let terminator = run.upperBound == count ? "\n" : separator + "\n"
      if run.count == 1 {
        let element = layout.relabel(child(rhsChildren, run.lowerBound), run.lowerBound)
        let dump = dumper.dump(element.value, name: element.label, indent: childIndent, maxDepth: 0)
        out += unchanged(dump) + terminator
      } else {
        out += unchanged("… (\(run.count) unchanged)".indenting(by: childIndent)) + terminator
      }
    }

    var runStart = 0
    for offset in changed {
      appendUnchanged(runStart..<offset)
      let lhsElement = layout.relabel(child(lhsChildren, offset), offset)
      let rhsElement = layout.relabel(child(rhsChildren, offset), offset)
      out += diff(
        lhsElement.value, rhsElement.value, lhsName: lhsElement.label,
        rhsName: rhsElement.label, separator: offset == count - 1 ? "" : separator,
        indent: childIndent, isRoot: false, equality: .unequal
      )
      out += "\n"
      runStart = offset + 1
    }
    appendUnchanged(runStart..<count)

    out += unchanged(layout.suffix.indenting(by: pair.indent)) + pair.separator
    return out
  }
}
