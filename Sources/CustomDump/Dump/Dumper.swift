/// Turns any value into the indented text of ``customDump(_:to:name:indent:maxDepth:)``.
///
/// One dumper is used per dump (and per diff, which dumps pieces of both sides), so that its
/// ``ObjectTracker`` numbers the objects it meets consistently.
struct Dumper {
  var tracker = ObjectTracker()

  /// The dump of `value`, prefixed with `name: ` when named, every line indented by `indent`.
  mutating func dump(
    _ value: Any,
    name: String?,
    nameSuffix: String = ":",
    indent: Int = 0,
    isRoot: Bool = false,
    maxDepth: Int
  ) -> String {
    let body = body(of: value, isNamed: name != nil, isRoot: isRoot, maxDepth: maxDepth)
    let text = name.map { "\($0)\(nameSuffix) \(body)" } ?? body
    return text.indenting(by: indent)
  }

  /// The dump of `value` without name or indentation.
  ///
  /// `isNamed` only changes how a multi-line string lays out its lines under a label.
  private mutating func body(of value: Any, isNamed: Bool, isRoot: Bool, maxDepth: Int) -> String {
    if let type = value as? Any.Type {
      return "\(typeName(type)).self"
    }
    if let convertible = value as? any CustomDumpStringConvertible {
      return convertible.customDumpDescription
    }
    if let object = value as? any _CustomDiffObject {
      return diffObjectBody(object, maxDepth: maxDepth)
    }
    if let representable = value as? any CustomDumpRepresentable {
      return body(
        of: representable.customDumpValue, isNamed: false, isRoot: false, maxDepth: maxDepth
      )
    }

    let mirror = Mirror(customDumpReflecting: value)
    switch mirror.displayStyle {
    case .class? where type(of: value) is AnyObject.Type:
      return objectBody(value as AnyObject, mirror: mirror, maxDepth: maxDepth)

    case .collection?:
      return childrenBody(of: mirror, prefix: "[", suffix: "]", maxDepth: maxDepth) {
        mirror.children.enumerated().map { offset, child in ("[\(offset)]", child.value) }
      }

    case .dictionary?:
      guard !mirror.children.isEmpty else { return "[:]" }
      return childrenBody(of: mirror, prefix: "[", suffix: "]", maxDepth: maxDepth) {
        var scratch = Dumper()
        return sortedIfUnordered(Array(mirror.children), in: mirror) { child in
          guard let pair = dictionaryPair(child.value) else { return child.value }
          return pair.key.base
        }
        .map { child in
          guard let pair = dictionaryPair(child.value) else { return child }
          return (scratch.dump(pair.key.base, name: nil, maxDepth: maxDepth - 1), pair.value)
        }
      }

    case .enum?:
      return (isRoot ? "\(typeName(mirror.subjectType))." : ".")
        + enumCaseBody(value, mirror: mirror, maxDepth: maxDepth)

    case .optional?:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return body(of: wrapped, isNamed: false, isRoot: false, maxDepth: maxDepth)

    case .set?:
      return childrenBody(of: mirror, prefix: "Set([", suffix: "])", maxDepth: maxDepth) {
        sortedIfUnordered(Array(mirror.children), in: mirror) { $0.value }
      }

    case .struct?, .class?:
      let isShown = isShownChild(of: value)
      return childrenBody(
        of: mirror, prefix: "\(typeName(mirror.subjectType))(", suffix: ")", maxDepth: maxDepth
      ) {
        mirror.children.filter(isShown)
      }

    case .tuple?:
      return childrenBody(of: mirror, prefix: "(", suffix: ")", maxDepth: maxDepth) {
        mirror.children.map(withoutPositionalLabel)
      }

    default:
      return leafBody(value, isNamed: isNamed, maxDepth: maxDepth)
    }
  }

  /// The shared layout of everything with children: inline when there is a single short child,
  /// `…` past the depth limit, otherwise one child per line, indented, comma separated.
  ///
  /// `entries` gives the children to list (filtered, sorted, relabelled); it is only called when
  /// they are listed, so a collapsed 10,000-element collection costs nothing to sort.
  private mutating func childrenBody(
    of mirror: Mirror,
    prefix: String,
    suffix: String,
    maxDepth: Int,
    entries: () -> [Mirror.Child]
  ) -> String {
    guard let first = mirror.children.first else { return prefix + suffix }
    var out = prefix
    if mirror.isSingleValueContainer {
      let child = dump(first.value, name: first.label, maxDepth: maxDepth - 1)
      if !child.contains("\n") {
        out += child
      } else if maxDepth <= 0 {
        out += "…"
      } else {
        out += "\n" + child.indenting(by: 2) + "\n"
      }
    } else if maxDepth <= 0 {
      out += "…"
    } else {
      let children = entries()
      guard !children.isEmpty else { return prefix + suffix }
      out += "\n"
      for (offset, child) in children.enumerated() {
        out += dump(child.value, name: child.label, indent: 2, maxDepth: maxDepth - 1)
        if offset != children.count - 1 { out += "," }
        out += "\n"
      }
    }
    return out + suffix
  }

  /// `case(payload…)` or the bare case name, without the leading type name or dot.
  private mutating func enumCaseBody(_ value: Any, mirror: Mirror, maxDepth: Int) -> String {
    guard let child = mirror.children.first else { return "\(value)" }
    let payload = payloadMirror(of: value, child: child)
    return childrenBody(
      of: payload, prefix: "\(child.label ?? "@unknown")(", suffix: ")", maxDepth: maxDepth
    ) {
      payload.children.map(withoutPositionalLabel)
    }
  }

  /// A class instance: numbered when it is not the first of its type, `Type(↩︎)` when repeated,
  /// its superclasses' fields first.
  private mutating func objectBody(_ object: AnyObject, mirror: Mirror, maxDepth: Int) -> String {
    let item = ObjectIdentifier(object)
    let name = typeName(mirror.subjectType)
    let id = tracker.id(for: item, typeName: name)
    let tag = id > 0 ? "#\(id) " : ""
    guard tracker.visit(item, typeName: name) else { return "\(tag)\(name)(↩︎)" }
    var children = Array(mirror.children)
    var ancestor = mirror.superclassMirror
    while let superclass = ancestor {
      children.insert(contentsOf: superclass.children, at: 0)
      ancestor = superclass.superclassMirror
    }
    let isShown = isShownChild(of: object)
    let combined = Mirror(object, children: children)
    return tag
      + childrenBody(of: combined, prefix: "\(name)(", suffix: ")", maxDepth: maxDepth) {
        children.filter(isShown)
      }
  }

  /// A reference that stands for a value: always numbered, dumped as its current value.
  private mutating func diffObjectBody(_ object: any _CustomDiffObject, maxDepth: Int) -> String {
    let item = object._objectIdentifier
    let (_, value) = object._customDiffValues
    let customType = object._customDiffType
    let name = typeName(customType ?? type(of: value))
    let id = tracker.id(for: item, typeName: name, firstID: 1)
    let tag = id > 0 ? "#\(id) " : ""
    guard tracker.visit(item, typeName: name, firstID: 1) else { return "\(tag)\(name)(↩︎)" }
    guard customType != nil else {
      return tag + body(of: value, isNamed: false, isRoot: false, maxDepth: maxDepth)
    }
    // Named after another type: the value's fields under that name.
    let mirror = Mirror(customDumpReflecting: value)
    let isShown = isShownChild(of: value)
    return tag
      + childrenBody(of: mirror, prefix: "\(name)(", suffix: ")", maxDepth: maxDepth) {
        mirror.children.filter(isShown)
      }
  }
}

/// An enum case's payload as a tuple mirror, so that one unlabeled value and several labeled
/// ones print alike.
func payloadMirror(of value: Any, child: Mirror.Child) -> Mirror {
  let mirror = Mirror(customDumpReflecting: child.value)
  guard mirror.displayStyle != .tuple else { return mirror }
  return Mirror(value, unlabeledChildren: [child.value], displayStyle: .tuple)
}

/// Tuples label unnamed elements `.0`, `.1`, …: those labels are not shown.
func withoutPositionalLabel(_ child: Mirror.Child) -> Mirror.Child {
  guard child.label?.first == "." else { return child }
  return (nil, child.value)
}

/// The children of an unordered dictionary or set sorted by the short dump of a key, so the same
/// value always prints the same text; ordered types keep their order.
///
/// - Complexity: O(*n* log *n*), with one short dump per child.
func sortedIfUnordered(
  _ children: [Mirror.Child],
  in mirror: Mirror,
  by key: (Mirror.Child) -> Any
) -> [Mirror.Child] {
  guard isUnordered(mirror.subjectType) else { return children }
  var scratch = Dumper()
  let keyed = children.map { child in
    (key: scratch.dump(key(child), name: nil, maxDepth: 1), child: child)
  }
  return keyed.sorted { $0.key < $1.key }.map(\.child)
}
