import SwiftSyntax

/// Writes the generated code for one enum case: its `AnyCasePath` property and its line of
/// `caseName(for:)`.
struct CasePathRenderer {
  let enumName: String
  let access: String
  /// Whether the enum sits in a generic context (its own generic parameters, a generic parent,
  /// or an extension that may be of a generic type): there the closures are built without
  /// `@Sendable` and handed to `AnyCasePath._$embed`, since a `@Sendable` closure may not
  /// capture the conformances of the generic parameters.
  let isGenericContext: Bool

  /// `var name: CasePaths.AnyCasePath<Enum, Value> { ... }`, which embeds and extracts the case.
  func property(_ element: EnumCaseElementSyntax) -> String {
    let payload = Payload(element, enumName: enumName)
    let name = element.name.trimmedDescription
    let pathType = "CasePaths.AnyCasePath<\(enumName), \(payload.valueType)>"
    let extract: String
    if payload.bindings.isEmpty {
      extract = "guard case .\(name) = $0 else { return nil }\nreturn ()"
    } else {
      let bindings = payload.bindings.joined(separator: ", ")
      let result = payload.bindings.count == 1 ? bindings : "(\(bindings))"
      extract = "guard case let .\(name)(\(bindings)) = $0 else { return nil }\nreturn \(result)"
    }
    // No indentation here: the expansion is formatted as a whole afterwards.
    let call = isGenericContext ? "\(pathType)._$embed(" : "\(pathType)("
    let embedLabel = isGenericContext ? "" : "embed: "
    // A case of one value embeds by its unapplied constructor: a closure's body would be
    // unreachable code, drawing a compiler warning in the user's module, whenever that value
    // cannot exist (`Never`, or an enum without cases such as an empty feature's `Action`).
    // `Enum.self`, `Enum.Type` and the like would name something else: those keep the closure.
    let constructor =
      Self.memberNamesOfEveryType.contains(name.filter { $0 != "`" })
      ? nil : payload.constructor
    let embed =
      constructor.map { "\(enumName).\(name)\($0)" }
      ?? "{ .\(name)\(payload.embedArguments) }"
    return """
      \(access)var \(name): \(pathType) {
      \(call)
      \(embedLabel)\(embed),
      extract: {
      \(extract)
      }
      )
      }
      """
  }

  /// `subscript(root:)`, the case key path of a value's case.
  ///
  /// Each case is tried with its own case path's `extract`, the code already generated for it, not
  /// with a `switch`: an arm of a case whose payload is uninhabited (`Never`, or a feature's empty
  /// `Action`) would be unreachable code, a warning in the user's module, and a `switch` over an
  /// enum whose cases are all like that is rejected as not exhaustive.
  func reflection(_ cases: EnumCases) -> String {
    let checks = cases.render { element in
      let name = element.name.trimmedDescription
      return "if self.\(name).extract(from: root) != nil {\nreturn \\.\(name)\n}"
    }
    // Without cases the body stays empty: the parameter cannot exist, and any statement there
    // would be reported as never executed.
    let body = checks.isEmpty ? "" : "\n\(checks)\nreturn \\.never\n"
    return """
      \(access)subscript(root: \(enumName)) -> CasePaths.PartialCaseKeyPath<\(enumName)> {\(body)}
      """
  }

  /// `makeIterator()`: every case key path in declaration order, `#if` conditions kept.
  func iteration(_ cases: EnumCases) -> String {
    let appends = cases.render { element in
      "allCasePaths.append(\\.\(element.name.trimmedDescription))"
    }
    let elementType = "CasePaths.PartialCaseKeyPath<\(enumName)>"
    // Reserving capacity is a mutation in every build configuration, so the `var` never draws
    // a "never mutated" warning when all the cases sit in inactive `#if` clauses.
    let body =
      appends.isEmpty
      ? "let allCasePaths: [\(elementType)] = []"
      : "var allCasePaths: [\(elementType)] = []\n"
        + "allCasePaths.reserveCapacity(\(cases.count))\n\(appends)"
    return """
      \(access)func makeIterator() -> Swift.IndexingIterator<[\(elementType)]> {
      \(body)
      return allCasePaths.makeIterator()
      }
      """
  }

  /// The names `Type.name` resolves to something of every type rather than to a case.
  static let memberNamesOfEveryType: Set<String> = ["self", "Self", "Type", "Protocol", "init"]

  /// `if keyPath == \Enum.Cases.name { return "name" }`.
  func nameCheck(_ element: EnumCaseElementSyntax) -> String {
    let name = element.name.trimmedDescription
    let bare = name.filter { $0 != "`" }
    return "if keyPath == \\\(enumName).Cases.\(name) { return \"\(bare)\" }"
  }
}

/// The associated values of a case, seen as the one value a case path carries.
struct Payload {
  /// `Void`, the single value's type, or a tuple of all the values (labels kept).
  var valueType = "Void"
  /// The argument list that rebuilds the case from `$0`, empty for a case without values.
  var embedArguments = ""
  /// The names the extract pattern binds, one per value.
  var bindings: [String] = []
  /// For a case of one value, what follows `Enum.name` to name its constructor: `(label:)`, or
  /// nothing without a label.
  var constructor: String?

  init(_ element: EnumCaseElementSyntax, enumName: String) {
    guard let clause = element.parameterClause else { return }
    let parameters = Array(clause.parameters)
    guard !parameters.isEmpty else {
      embedArguments = "()"
      return
    }
    let rewriter = SelfRewriter(enumName: enumName)
    let types = parameters.map { rewriter.rewrite($0.type).trimmedDescription }
    let labels = parameters.map { parameter -> String? in
      guard let label = parameter.firstName, label.tokenKind != .wildcard else { return nil }
      return label.trimmedDescription
    }
    bindings = parameters.indices.map { "v\($0)" }
    if parameters.count == 1 {
      let type = types[0]
      let isExistential = parameters[0].type.is(SomeOrAnyTypeSyntax.self)
      valueType = isExistential ? "(\(type))" : type
      constructor = labels[0].map { "(\($0):)" } ?? ""
      embedArguments = "(\(labels[0].map { "\($0): " } ?? "")$0)"
    } else {
      let elements = zip(labels, types).map { label, type in
        label.map { "\($0): \(type)" } ?? type
      }
      valueType = "(\(elements.joined(separator: ", ")))"
      let arguments = labels.enumerated().map { offset, label in
        "\(label.map { "\($0): " } ?? "")$0.\(offset)"
      }
      embedArguments = "(\(arguments.joined(separator: ", ")))"
    }
  }
}

/// Rewrites a payload type so that it means inside the generated `AllCasePaths` what it means in
/// the enum: `Self` becomes the enum's name (there `Self` would name the struct), and the names
/// that `AllCasePaths`'s conformances bring into its scope (`Sequence`'s `Element` and `Iterator`,
/// `CasePathReflectable`'s `Root`) become the aliases ``shadowedNameAlias(_:)`` declares in the
/// enum, so a generic parameter called `Element` of an enclosing type is still reached.
final class SelfRewriter: SyntaxRewriter {
  let enumName: String

  /// The type names `AllCasePaths` would resolve to its own members.
  static let shadowedNames: Set<String> = ["Element", "Iterator", "Root"]

  init(enumName: String) {
    self.enumName = enumName
    super.init()
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    let replacement: String
    if node.name.tokenKind == .keyword(.Self) {
      replacement = enumName
    } else if node.genericArgumentClause == nil,
      Self.shadowedNames.contains(node.name.text)
    {
      replacement = shadowedNameAlias(node.name.text)
    } else {
      return super.visit(node)
    }
    let name = TokenSyntax.identifier(replacement)
      .with(\.leadingTrivia, node.name.leadingTrivia)
      .with(\.trailingTrivia, node.name.trailingTrivia)
    return TypeSyntax(node.with(\.name, name))
  }
}

/// The name of the enum-level alias that stands for a shadowed type name inside `AllCasePaths`.
func shadowedNameAlias(_ name: String) -> String {
  "_$\(name)"
}

/// The shadowed type names the payloads of `cases` use, in a stable order: the enum declares one
/// alias for each.
func shadowedNames(in cases: EnumCases) -> [String] {
  final class Finder: SyntaxVisitor {
    var found: Set<String> = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      if node.genericArgumentClause == nil, SelfRewriter.shadowedNames.contains(node.name.text) {
        found.insert(node.name.text)
      }
      return .visitChildren
    }
  }
  let finder = Finder(viewMode: .sourceAccurate)
  for element in cases.elements {
    if let clause = element.parameterClause {
      finder.walk(clause)
    }
  }
  return finder.found.sorted()
}
