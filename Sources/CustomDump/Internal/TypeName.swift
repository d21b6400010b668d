import Foundation
import Locking
import Synchronization

/// The name a dump shows for a type, spelled as Swift code spells it: no module prefix, the
/// sugared forms of optionals, arrays and dictionaries (`Double?`, `[Int]`, `[String: Int]`),
/// tuples with their labels (`(x: Double, y: Double)`), and no anonymous contexts.
///
/// With `genericsAbbreviated`, the default, generic arguments are dropped from the first `<` to
/// the last `>` (`Result<Int, any Error>` dumps as `Result`), as Point-Free's library does, so
/// the text matches theirs for nested generic types too.
///
/// - Complexity: O(1) for a type already named; the first call for a type scans its name a few
///   times.
func typeName(_ type: Any.Type, genericsAbbreviated: Bool = true) -> String {
  let key = TypeNameKey(type: ObjectIdentifier(type), genericsAbbreviated: genericsAbbreviated)
  if let name = typeNames.withLock({ $0[key] }) { return name }
  let name = spelledTypeName(
    _typeName(type, qualified: true), genericsAbbreviated: genericsAbbreviated)
  typeNames.withLock { $0[key] = name }
  return name
}

private struct TypeNameKey: Hashable {
  let type: ObjectIdentifier
  let genericsAbbreviated: Bool
}

/// Names already spelled: every struct in every dump asks for its name, and types are few.
private let typeNames = Lock<[TypeNameKey: String]>([:])

/// The steps of ``typeName(_:genericsAbbreviated:)`` on the runtime's fully qualified name.
func spelledTypeName(_ qualified: String, genericsAbbreviated: Bool) -> String {
  var name = removingUnknownContexts(qualified)
  // Sugar from the innermost type out: a pass only rewrites a generic whose arguments hold no
  // other generic, so nested ones take a pass per level. Ten levels is more than any real type.
  for _ in 0..<10 {
    let sugared = sugaringStandardGenerics(name)
    if sugared == name { break }
    name = sugared
  }
  name = removingModuleQualifiers(name)
  if genericsAbbreviated, let open = name.firstIndex(of: "<"),
    let close = name.lastIndex(of: ">"), name.index(after: open) < close
  {
    name.removeSubrange(open...close)
  }
  return name
}

/// `Swift.Optional<X>` as `X?`, `Swift.Array<X>` as `[X]` and `Swift.Dictionary<K, V>` as
/// `[K: V]`, wherever their arguments are free of other generics.
private func sugaringStandardGenerics(_ name: String) -> String {
  var name = name
  name = rewritingGeneric("Swift.Optional", in: name) { arguments in
    arguments.contains(where: { "<>".contains($0) }) ? nil : "\(arguments)?"
  }
  name = rewritingGeneric("Swift.Array", in: name) { arguments in
    arguments.contains(where: { "<>".contains($0) }) ? nil : "[\(arguments)]"
  }
  name = rewritingGeneric("Swift.Dictionary", in: name) { arguments in
    guard let comma = arguments.range(of: ", ") else { return nil }
    let key = arguments[..<comma.lowerBound]
    let value = arguments[comma.upperBound...]
    guard !key.isEmpty, !value.isEmpty, !key.contains(where: { ",<".contains($0) }),
      !value.contains(where: { "<>".contains($0) })
    else { return nil }
    return "[\(key): \(value)]"
  }
  return name
}

/// Replaces each `generic<arguments>` whose arguments run to the first `>` after them, and that
/// `rewrite` accepts, by what it returns.
private func rewritingGeneric(
  _ generic: String,
  in name: String,
  rewrite: (Substring) -> String?
) -> String {
  let opening = generic + "<"
  var result = ""
  var rest = name[...]
  while let range = rest.range(of: opening) {
    let startsWord =
      range.lowerBound == rest.startIndex
      || !isIdentifierCharacter(rest[rest.index(before: range.lowerBound)])
    guard startsWord, let close = rest[range.upperBound...].firstIndex(of: ">"),
      let rewritten = rewrite(rest[range.upperBound..<close])
    else {
      result += rest[..<range.upperBound]
      rest = rest[range.upperBound...]
      continue
    }
    result += rest[..<range.lowerBound]
    result += rewritten
    rest = rest[rest.index(after: close)...]
  }
  return result + rest
}

/// Drops the first component of every dotted name: `Swift.Int` is `Int`, `App.Feature.State` is
/// `Feature.State`.
private func removingModuleQualifiers(_ name: String) -> String {
  var result = ""
  var index = name.startIndex
  while index < name.endIndex {
    guard isIdentifierCharacter(name[index]) else {
      result.append(name[index])
      index = name.index(after: index)
      continue
    }
    var end = index
    while end < name.endIndex, isIdentifierCharacter(name[end]) || name[end] == "." {
      end = name.index(after: end)
    }
    let word = name[index..<end]
    if let dot = word.firstIndex(of: "."), word.index(after: dot) < word.endIndex {
      result += word[word.index(after: dot)...]
    } else {
      result += word
    }
    index = end
  }
  return result
}

private func isIdentifierCharacter(_ character: Character) -> Bool {
  character == "_" || character.isLetter || character.isNumber
}

/// Local types print as `(unknown context at $55d3…).Inline`; the address changes between runs
/// and says nothing to a reader. Also used by ``describe(_:)``, which
/// prints values with `debugPrint` for runtime warnings.
package func removingUnknownContexts(_ name: String) -> String {
  let marker = "(unknown context at $"
  guard name.contains(marker) else { return name }
  var result = ""
  var rest = name[...]
  while let range = rest.range(of: marker) {
    result += rest[..<range.lowerBound]
    rest = rest[range.upperBound...]
    if let close = rest.firstIndex(of: ")") {
      rest = rest[rest.index(after: close)...]
      if rest.first == "." { rest = rest.dropFirst() }
    }
  }
  return result + rest
}
