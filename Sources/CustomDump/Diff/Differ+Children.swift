extension Differ {
  /// One child of either side, with its position among all the children (before filtering and
  /// sorting), so that equality computed up front can be looked up again.
  private struct Entry {
    var child: Mirror.Child
    var index: Int
  }

  /// The diff of two values with children: the opening line, each child collapsed, recursed
  /// into, removed or inserted, then the closing line.
  ///
  /// Children are compared once, pairwise, up front; that result decides whether anything differs
  /// at all, seeds the edit script's prefix and suffix matching, folds unchanged runs and tells
  /// each recursive step what is already known, so no subtree is compared twice.
  mutating func diffChildren(
    _ pair: Pair,
    _ lhsMirror: Mirror,
    _ rhsMirror: Mirror,
    layout: ChildrenLayout
  ) -> String {
    let lhsChildren = Array(lhsMirror.children)
    let rhsChildren = Array(rhsMirror.children)

    // Pairwise equality of children that line up (same count), computed once.
    var alignedEquality: [Bool]?
    if lhsChildren.count == rhsChildren.count {
      alignedEquality = zip(lhsChildren, rhsChildren).map { lhs, rhs in
        lhs.label == rhs.label && isMirrorEqual(lhs.value, rhs.value)
      }
    }

    if let alignedEquality, !alignedEquality.contains(false) {
      return noDifferenceFound(pair, nameSuffix: layout.nameSuffix)
    }
    if lhsMirror.isSingleValueContainer || rhsMirror.isSingleValueContainer {
      let lhs = dumper.dump(
        pair.lhs, name: pair.lhsName, nameSuffix: layout.nameSuffix, indent: pair.indent,
        isRoot: pair.isRoot, maxDepth: .max
      )
      let rhs = dumper.dump(
        pair.rhs, name: pair.rhsName, nameSuffix: layout.nameSuffix, indent: pair.indent,
        isRoot: pair.isRoot, maxDepth: .max
      )
      return removed(lhs + pair.separator) + "\n" + inserted(rhs + pair.separator)
    }

    let lhsEntries = entries(lhsChildren, layout: layout)
    let rhsEntries = entries(rhsChildren, layout: layout)

    func areEqual(_ lhs: Entry, _ rhs: Entry) -> Bool {
      if lhs.index == rhs.index, let alignedEquality { return alignedEquality[lhs.index] }
      return lhs.child.label == rhs.child.label && isMirrorEqual(lhs.child.value, rhs.child.value)
    }
    func knownEquality(_ lhs: Entry, _ rhs: Entry) -> KnownEquality {
      guard lhs.index == rhs.index, let alignedEquality else { return .unknown }
      return alignedEquality[lhs.index] ? .equal : .unequal
    }
    let script = EditScript(lhsCount: lhsEntries.count, rhsCount: rhsEntries.count) { i, j in
      let lhs = lhsEntries[i]
      let rhs = rhsEntries[j]
      switch layout.matching {
      case .byLabel:
        return lhs.child.label == rhs.child.label
      case .byIdentityOrEquality:
        return areEqual(lhs, rhs) || isIdentityEqual(lhs.child.value, rhs.child.value)
      case .byKey:
        guard
          let lhsPair = dictionaryPair(lhs.child.value),
          let rhsPair = dictionaryPair(rhs.child.value)
        else { return areEqual(lhs, rhs) }
        return lhsPair.key == rhsPair.key
      }
    }

    let name = pair.rhsName.map { "\($0)\(layout.nameSuffix) " } ?? ""
    var out = unchanged((name + layout.prefix).indenting(by: pair.indent)) + "\n"
    let childIndent = pair.indent + layout.elementIndent
    let separator = layout.elementSeparator
    let lhsCount = lhsEntries.count
    let rhsCount = rhsEntries.count
    var lhsOffset = 0
    var rhsOffset = 0
    // Offsets (in the second value) of the current run of unchanged children; they are only
    // relabelled and dumped if the run is a single child.
    var unchangedRun: [Int] = []

    func flushUnchanged() {
      guard layout.collapsesUnchanged, !unchangedRun.isEmpty else { return }
      let terminator = rhsOffset - 1 == rhsCount - 1 ? "\n" : separator + "\n"
      if !layout.isSorted, unchangedRun.count == 1 {
        let child = layout.relabel(rhsEntries[unchangedRun[0]].child, unchangedRun[0])
        let dump = dumper.dump(child.value, name: child.label, indent: childIndent, maxDepth: 0)
        out += unchanged(dump) + terminator
      } else {
        out += unchanged("… (\(unchangedRun.count) unchanged)".indenting(by: childIndent))
        out += terminator
      }
      unchangedRun.removeAll()
    }

    while lhsOffset < lhsCount || rhsOffset < rhsCount {
      let isRemoval = lhsOffset < lhsCount && (rhsOffset >= rhsCount || script.removals[lhsOffset])
      let isInsertion =
        rhsOffset < rhsCount && (lhsOffset >= lhsCount || script.insertions[rhsOffset])

      if layout.collapsesUnchanged, !isRemoval, !isInsertion,
        areEqual(lhsEntries[lhsOffset], rhsEntries[rhsOffset])
      {
        unchangedRun.append(rhsOffset)
        lhsOffset += 1
        rhsOffset += 1
        continue
      }
      if !layout.isSorted { flushUnchanged() }

      switch (isRemoval, isInsertion) {
      case (true, true), (false, false):
        let lhsEntry = lhsEntries[lhsOffset]
        let rhsEntry = rhsEntries[rhsOffset]
        let lhsChild = layout.relabel(lhsEntry.child, isRemoval ? lhsOffset : rhsOffset)
        let rhsChild = layout.relabel(rhsEntry.child, rhsOffset)
        let isLast = lhsOffset == lhsCount - 1 && rhsOffset == rhsCount - 1
        out += diff(
          lhsChild.value, rhsChild.value, lhsName: lhsChild.label, rhsName: rhsChild.label,
          separator: isLast ? "" : separator, indent: childIndent, isRoot: false,
          equality: knownEquality(lhsEntry, rhsEntry)
        )
        out += "\n"
        lhsOffset += 1
        rhsOffset += 1

      case (true, false):
        let child = layout.relabel(lhsEntries[lhsOffset].child, lhsOffset)
        let dump = dumper.dump(child.value, name: child.label, indent: childIndent, maxDepth: .max)
        out += removed(dump) + (lhsOffset == lhsCount - 1 ? "\n" : separator + "\n")
        lhsOffset += 1

      case (false, true):
        let child = layout.relabel(rhsEntries[rhsOffset].child, rhsOffset)
        let dump = dumper.dump(child.value, name: child.label, indent: childIndent, maxDepth: .max)
        let isLast = rhsOffset == rhsCount - 1 && unchangedRun.isEmpty
        out += inserted(dump) + (isLast ? "\n" : separator + "\n")
        rhsOffset += 1
      }
    }
    flushUnchanged()

    out += unchanged(layout.suffix.indenting(by: pair.indent)) + pair.separator
    return out
  }

  /// The children to show, in the order to show them.
  private func entries(_ children: [Mirror.Child], layout: ChildrenLayout) -> [Entry] {
    var entries = children.enumerated().compactMap { index, child in
      layout.isShown(child) ? Entry(child: child, index: index) : nil
    }
    if layout.isSorted {
      var scratch = Dumper()
      entries =
        entries
        .map { (key: scratch.dump(layout.sortKey($0.child), name: nil, maxDepth: 1), entry: $0) }
        .sorted { $0.key < $1.key }
        .map(\.entry)
    }
    return entries
  }

  /// Two values that are not equal although every child is: say so, and show both collapsed.
  mutating func noDifferenceFound(_ pair: Pair, nameSuffix: String) -> String {
    let lhs =
      dumper.dump(
        pair.lhs, name: pair.lhsName, nameSuffix: nameSuffix, indent: pair.indent, maxDepth: 0
      ) + pair.separator
    let rhs =
      dumper.dump(
        pair.rhs, name: pair.rhsName, nameSuffix: nameSuffix, indent: pair.indent, maxDepth: 0
      ) + pair.separator
    var out = ""
    if lhs == rhs {
      out += unchanged("// Not equal but no difference detected:".indenting(by: pair.indent))
      out += "\n"
    }
    return out + removed(lhs) + "\n" + inserted(rhs)
  }
}
