extension Differ {
  /// Two unequal class instances. Distinct instances are dumped in full (numbered apart); an
  /// instance whose contents were already printed shows as `Type(↩︎)`, so cycles end.
  mutating func diffObjects(
    _ lhs: AnyObject,
    _ rhs: AnyObject,
    _ typeName: String,
    _ pair: Pair
  ) -> String {
    let lhsItem = ObjectIdentifier(lhs)
    let rhsItem = ObjectIdentifier(rhs)
    let lhsVisited = dumper.tracker.visitedItems.contains(lhsItem)
    let rhsVisited = dumper.tracker.visitedItems.contains(rhsItem)
    guard lhsVisited || rhsVisited else {
      return everything(pair, lhsType: type(of: lhs), rhsType: type(of: rhs))
    }
    let lhsText =
      lhsVisited
      ? repeated(lhsItem, typeName: typeName, name: pair.lhsName, indent: pair.indent)
      : dumper.dump(
        lhs, name: pair.lhsName, indent: pair.indent, isRoot: pair.isRoot, maxDepth: .max
      )
    let rhsText =
      rhsVisited
      ? repeated(rhsItem, typeName: typeName, name: pair.rhsName, indent: pair.indent)
      : dumper.dump(
        rhs, name: pair.rhsName, indent: pair.indent, isRoot: pair.isRoot, maxDepth: .max
      )
    return removed(lhsText + pair.separator) + "\n" + inserted(rhsText + pair.separator)
  }

  /// A reference standing for a value (``_CustomDiffObject``): the same reference diffs its value
  /// before against after, under its number; different references are dumped in full.
  mutating func diffObjects(
    _ lhs: any _CustomDiffObject,
    _ rhs: any _CustomDiffObject,
    _ pair: Pair
  ) -> String {
    let item = lhs._objectIdentifier
    guard item == rhs._objectIdentifier else {
      return everything(pair, lhsType: type(of: lhs), rhsType: type(of: rhs))
    }
    let (before, after) = lhs._customDiffValues
    let subjectType = typeName(lhs._customDiffType ?? type(of: before))
    let id = dumper.tracker.id(for: item, typeName: subjectType, firstID: 1)
    let numbered = { (name: String?) in "\(name.map { "\($0): " } ?? "")#\(id)" }
    if dumper.tracker.visitedItems.contains(item) {
      // Met again inside its own diff (a cycle) or further on: both sides name it by number.
      let text = "\(numbered(pair.lhsName)) \(subjectType)(↩︎)\(pair.separator)"
      return unchanged(text.indenting(by: pair.indent))
    }
    // Marked before its fields are diffed, so a field that leads back to it ends there.
    _ = dumper.tracker.visit(item, typeName: subjectType, firstID: 1)
    let inner = Pair(
      lhs: before, rhs: after, lhsName: numbered(pair.lhsName), rhsName: numbered(pair.rhsName),
      separator: pair.separator, indent: pair.indent, isRoot: false
    )
    let beforeMirror = Mirror(customDumpReflecting: before)
    if beforeMirror.children.isEmpty {
      let lhsText = dumper.dump(
        before, name: inner.lhsName, nameSuffix: "", indent: pair.indent, maxDepth: .max)
      let rhsText = dumper.dump(
        after, name: inner.rhsName, nameSuffix: "", indent: pair.indent, maxDepth: .max)
      return removed(lhsText + pair.separator) + "\n" + inserted(rhsText + pair.separator)
    }
    var layout = ChildrenLayout(prefix: "\(subjectType)(", suffix: ")")
    layout.nameSuffix = ""
    layout.isShown = isShownChild(of: before)
    return diffChildren(inner, beforeMirror, Mirror(customDumpReflecting: after), layout: layout)
  }

  /// `name: #1 Type(↩︎)` for an object already printed in this diff.
  private mutating func repeated(
    _ item: ObjectIdentifier,
    typeName: String,
    name: String?,
    indent: Int
  ) -> String {
    let id = dumper.tracker.id(for: item, typeName: typeName)
    let tag = id > 0 ? "#\(id) " : ""
    return "\(name.map { "\($0): " } ?? "")\(tag)\(typeName)(↩︎)".indenting(by: indent)
  }
}
