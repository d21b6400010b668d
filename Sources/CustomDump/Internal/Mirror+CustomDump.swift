extension Mirror {
  /// The mirror dumps and diffs walk: the value's ``CustomDumpReflectable`` mirror if it has one,
  /// else the standard reflected one.
  init(customDumpReflecting subject: Any) {
    if let reflectable = subject as? any CustomDumpReflectable {
      self = reflectable.customDumpMirror
    } else if subject is any _CustomDiffIdentity {
      self.init(observedStateReflecting: subject)
    } else {
      self.init(reflecting: subject)
    }
  }

  /// The mirror of observable state, whose tracked fields are stored as `_name` behind a
  /// computed `name`: dumps show the names the code uses.
  private init(observedStateReflecting subject: Any) {
    let reflected = Mirror(reflecting: subject)
    guard reflected.displayStyle == .struct else {
      self = reflected
      return
    }
    let children = reflected.children.map { child -> Mirror.Child in
      guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else {
        return child
      }
      return (label: String(label.dropFirst()), value: child.value)
    }
    self = (subject as! any _CustomDiffIdentity).structMirror(children: children)
  }

  /// Whether the value holds exactly one child that prints on one line, so it dumps inline:
  /// `NestedDate(date: Date(…))`, `Enum.bar(42)`.
  var isSingleValueContainer: Bool {
    switch displayStyle {
    case .collection?, .dictionary?, .set?:
      return false
    default:
      let iterator = children.makeIterator()
      guard let child = iterator.next(), iterator.next() == nil else { return false }
      var value = child.value
      if value is any _CustomDiffObject { return false }
      while let representable = value as? any CustomDumpRepresentable {
        value = representable.customDumpValue
        if value is any _CustomDiffObject { return false }
      }
      if let convertible = child.value as? any CustomDumpStringConvertible {
        return !convertible.customDumpDescription.contains("\n")
      }
      return Mirror(customDumpReflecting: value).children.isEmpty
    }
  }
}

/// Hides the storage the observation macros add (`_$id`, `_$observationRegistrar`, …) from dumps
/// and diffs of reflected values; a ``CustomDumpReflectable`` mirror is shown as written.
func isShownChild(of value: Any) -> (Mirror.Child) -> Bool {
  if value is any CustomDumpReflectable { return { _ in true } }
  return { child in !(child.label?.hasPrefix("_$") ?? false) }
}

/// The key and value of a dictionary mirror's child, when it has that shape.
func dictionaryPair(_ value: Any) -> (key: AnyHashable, value: Any)? {
  value as? (key: AnyHashable, value: Any)
}

/// Whether a type's own element order is meaningless, so its dump sorts the elements.
func isUnordered(_ type: Any.Type) -> Bool {
  type is any _UnorderedCollection.Type
}

extension _CustomDiffIdentity {
  /// A struct mirror of this value with other children: built here, where `Self` is the value's
  /// own type, since `Mirror(_:children:)` called on an `Any` would name the type `Any`.
  fileprivate func structMirror(children: [Mirror.Child]) -> Mirror {
    Mirror(self, children: children, displayStyle: .struct)
  }
}
