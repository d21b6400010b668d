/// What a caller already knows about two values' equality, so that the diff of a large value
/// does not compare the same subtree twice on the way down to a change.
enum KnownEquality {
  case unknown
  case equal
  case unequal
}

/// Builds the text of ``diff(_:_:format:)``: walks both values' mirrors together, prints what is
/// equal collapsed and recurses into what is not.
///
/// One dumper (and so one object tracker) serves both sides, so object numbering (`#1`) is shared
/// across the diff.
struct Differ {
  let format: DiffFormat
  var dumper = Dumper()

  init(format: DiffFormat) {
    self.format = format
  }

  /// The diff lines of one pair of values, without a trailing newline.
  ///
  /// - Parameters:
  ///   - lhsName: The label of the first value (`name:` or `[3]:`), if any.
  ///   - rhsName: The label of the second value; the first's when `nil`.
  ///   - separator: What follows the value: `,` inside a list, nothing after its last element.
  ///   - indent: The indentation of the value's lines.
  ///   - isRoot: Whether this is the outermost value, whose enum cases show their type.
  ///   - equality: What the caller knows about the values' equality.
  mutating func diff(
    _ lhs: Any,
    _ rhs: Any,
    lhsName: String?,
    rhsName: String?,
    separator: String,
    indent: Int,
    isRoot: Bool,
    equality: KnownEquality = .unknown
  ) -> String {
    let rhsName = rhsName ?? lhsName
    if lhsName == rhsName {
      let isEqual: Bool
      switch equality {
      case .equal: isEqual = true
      case .unequal: isEqual = false
      case .unknown: isEqual = isMirrorEqual(lhs, rhs)
      }
      if isEqual {
        let dump = dumper.dump(lhs, name: rhsName, indent: indent, isRoot: isRoot, maxDepth: 0)
        return (dump + separator).indenting(with: format.both + " ")
      }
    }

    let lhsMirror = Mirror(customDumpReflecting: lhs)
    let rhsMirror = Mirror(customDumpReflecting: rhs)
    let pair = Pair(
      lhs: lhs, rhs: rhs, lhsName: lhsName, rhsName: rhsName, separator: separator,
      indent: indent, isRoot: isRoot
    )
    if let lhsIdentity = (lhs as? any _CustomDiffIdentity)?._customDiffIdentity,
      let rhsIdentity = (rhs as? any _CustomDiffIdentity)?._customDiffIdentity,
      lhsIdentity != rhsIdentity
    {
      return replacement(pair)
    }
    guard lhsMirror.subjectType == rhsMirror.subjectType else {
      return everything(pair, lhsType: lhsMirror.subjectType, rhsType: rhsMirror.subjectType)
    }
    let subjectType = lhsMirror.subjectType

    if lhs is any CustomDumpStringConvertible, rhs is any CustomDumpStringConvertible {
      return everything(pair, lhsType: subjectType, rhsType: subjectType)
    }
    if let lhsObject = lhs as? any _CustomDiffObject,
      let rhsObject = rhs as? any _CustomDiffObject
    {
      return diffObjects(lhsObject, rhsObject, pair)
    }
    if let lhsValue = lhs as? any CustomDumpRepresentable,
      let rhsValue = rhs as? any CustomDumpRepresentable
    {
      return diff(
        lhsValue.customDumpValue, rhsValue.customDumpValue, lhsName: lhsName, rhsName: rhsName,
        separator: separator, indent: indent, isRoot: isRoot
      )
    }

    switch (lhsMirror.displayStyle, rhsMirror.displayStyle) {
    case (.class?, .class?)
    where type(of: lhs) is AnyObject.Type && type(of: rhs) is AnyObject.Type:
      return diffObjects(lhs as AnyObject, rhs as AnyObject, typeName(subjectType), pair)

    case (.collection?, .collection?):
      var layout = ChildrenLayout(prefix: "[", suffix: "]", matching: .byIdentityOrEquality)
      layout.collapsesUnchanged = true
      layout.relabel = { child, offset in ("[\(offset)]", child.value) }
      return diffChildren(pair, lhsMirror, rhsMirror, layout: layout)

    case (.dictionary?, .dictionary?):
      var layout = ChildrenLayout(prefix: "[", suffix: "]", matching: .byKey)
      layout.collapsesUnchanged = true
      layout.isSorted = isUnordered(subjectType)
      layout.sortKey = { child in dictionaryPair(child.value)?.key.base ?? child.value }
      layout.relabel = { child, _ in
        guard let pair = dictionaryPair(child.value) else { return child }
        var scratch = Dumper()
        return (scratch.dump(pair.key.base, name: nil, maxDepth: 1), pair.value)
      }
      return diffChildren(pair, lhsMirror, rhsMirror, layout: layout)

    case (.enum?, .enum?):
      guard
        let lhsCase = lhsMirror.children.first,
        let rhsCase = rhsMirror.children.first,
        let caseName = lhsCase.label,
        caseName == rhsCase.label
      else {
        return everything(pair, lhsType: subjectType, rhsType: subjectType)
      }
      let typePrefix = isRoot ? typeName(subjectType) : ""
      var layout = ChildrenLayout(prefix: "\(typePrefix).\(caseName)(", suffix: ")")
      layout.relabel = { child, _ in withoutPositionalLabel(child) }
      return diffChildren(
        pair,
        payloadMirror(of: lhs, child: lhsCase),
        payloadMirror(of: rhs, child: rhsCase),
        layout: layout
      )

    case (.optional?, .optional?):
      guard
        let lhsValue = lhsMirror.children.first?.value,
        let rhsValue = rhsMirror.children.first?.value
      else {
        return everything(pair, lhsType: subjectType, rhsType: subjectType)
      }
      return diff(
        lhsValue, rhsValue, lhsName: lhsName, rhsName: rhsName, separator: separator,
        indent: indent, isRoot: isRoot, equality: equality
      )

    case (.set?, .set?):
      var layout = ChildrenLayout(prefix: "Set([", suffix: "])", matching: .byIdentityOrEquality)
      layout.collapsesUnchanged = true
      layout.isSorted = isUnordered(subjectType)
      return diffChildren(pair, lhsMirror, rhsMirror, layout: layout)

    case (.struct?, .struct?):
      var layout = ChildrenLayout(prefix: "\(typeName(subjectType))(", suffix: ")")
      layout.isShown = isShownChild(of: lhs)
      return diffChildren(pair, lhsMirror, rhsMirror, layout: layout)

    case (.tuple?, .tuple?):
      var layout = ChildrenLayout(prefix: "(", suffix: ")")
      layout.relabel = { child, _ in withoutPositionalLabel(child) }
      return diffChildren(pair, lhsMirror, rhsMirror, layout: layout)

    default:
      if let lines = diffLines(pair) { return lines }
      return everything(pair, lhsType: subjectType, rhsType: subjectType)
    }
  }

  /// Both values dumped in full, one marked removed and the other inserted. When the dumps read
  /// the same but the types differ, the types are named (`29.99 as Float`).
  mutating func everything(_ pair: Pair, lhsType: Any.Type, rhsType: Any.Type) -> String {
    var lhs = dumper.dump(
      pair.lhs, name: pair.lhsName, indent: pair.indent, isRoot: pair.isRoot, maxDepth: .max
    )
    var rhs = dumper.dump(
      pair.rhs, name: pair.rhsName, indent: pair.indent, isRoot: pair.isRoot, maxDepth: .max
    )
    if lhs == rhs, lhsType != rhsType {
      lhs += " as \(typeName(lhsType))"
      rhs += " as \(typeName(rhsType))"
    }
    return removed(lhs + pair.separator) + "\n" + inserted(rhs + pair.separator)
  }

  /// Both values dumped in full, the inserted one marked `@identity`: it replaced the other
  /// rather than mutating it.
  mutating func replacement(_ pair: Pair) -> String {
    let lhs = dumper.dump(
      pair.lhs, name: pair.lhsName, indent: pair.indent, isRoot: pair.isRoot, maxDepth: .max
    )
    var rhs = dumper.dump(
      pair.rhs, name: pair.rhsName, indent: pair.indent, isRoot: pair.isRoot, maxDepth: .max
    )
    let firstLineEnd = rhs.firstIndex(of: "\n") ?? rhs.endIndex
    rhs.insert(contentsOf: " @identity", at: firstLineEnd)
    return removed(lhs + pair.separator) + "\n" + inserted(rhs + pair.separator)
  }

  func removed(_ text: String) -> String { text.indenting(with: format.first + " ") }
  func inserted(_ text: String) -> String { text.indenting(with: format.second + " ") }
  func unchanged(_ text: String) -> String { text.indenting(with: format.both + " ") }
}

/// The two values a diff step compares and where their lines go.
struct Pair {
  var lhs: Any
  var rhs: Any
  var lhsName: String?
  var rhsName: String?
  var separator: String
  var indent: Int
  var isRoot: Bool
}
