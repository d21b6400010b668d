import SwiftSyntax

/// One case of a `@Reducer` enum and the part it plays in the generated `State`, `Action`, `body`
/// and `CaseScope`.
struct ReducerCase {
  enum Role {
    /// A child feature: `case detalle(Detalle)` holds `Detalle.State`, sends `Detalle.Action` and
    /// runs `instance` (the payload's default value, else `Detalle()`) under a `Scope`.
    case reducer(type: TypeSyntax, label: String?, instance: String)
    /// State with no reducer (`@ReducerCaseEphemeral`, `AlertState`, `ConfirmationDialogState`):
    /// the payload is the state as is, and `action` is the type of its actions.
    case ephemeral(type: TypeSyntax, label: String?, action: String)
    /// Not a feature: `@ReducerCaseIgnored`, no payload, several values, or one value whose type
    /// names no reducer (`[Int]`, `Int?`, a tuple). Copied into `State` as written, with an
    /// uninhabited action.
    case ignored
    /// A `@ReducerCaseIgnored` case of one value to which the hand-written `Action` gives actions
    /// (`case alerta(Alerta)` beside `@ReducerCaseIgnored case alerta(AlertState<Alerta>)`): plain
    /// state as written, whose `CaseScope` case is a store of the two types.
    case ignoredWithAction(state: TypeSyntax, action: TypeSyntax)
  }

  let element: EnumCaseElementSyntax
  let role: Role

  /// The case's name as written, backticks kept so it stays a valid identifier.
  var name: String { element.name.trimmedDescription }

  /// The case as written, without the comma that follows it in `case a, b`.
  var written: String { element.with(\.trailingComma, nil).trimmedDescription }

  var isReducer: Bool {
    if case .reducer = role { return true }
    return false
  }

  /// The payload types AlertState and ConfirmationDialogState are ephemeral without a marker.
  static let ephemeralTypeNames: Set<String> = ["AlertState", "ConfirmationDialogState"]

  /// Works out the role of `element`, declared in `caseDecl`, in an enum whose hand-written
  /// `Action` has the one-value cases `explicitActions` (by name).
  ///
  /// As in TCA, a case with exactly one value of a plain or qualified type is taken for a child
  /// feature: syntax cannot tell a reducer from any other type, so a payload that is not one
  /// needs `@ReducerCaseIgnored`. Every other shape is plain state.
  init(
    _ element: EnumCaseElementSyntax, in caseDecl: EnumCaseDeclSyntax,
    explicitActions: [String: TypeSyntax]
  ) {
    self.element = element
    let markers = caseDecl.attributes.names
    let parameters = Array(element.parameterClause?.parameters ?? [])
    guard parameters.count == 1, let parameter = parameters.first else {
      role = .ignored
      return
    }
    if markers.contains("ReducerCaseIgnored") {
      role =
        explicitActions[element.name.trimmedDescription].map {
          .ignoredWithAction(state: parameter.type.trimmed, action: $0)
        } ?? .ignored
      return
    }
    let type = parameter.type.trimmed
    let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
    let nominal = type.nominalName
    if markers.contains("ReducerCaseEphemeral")
      || nominal.map(Self.ephemeralTypeNames.contains) == true
    {
      role = .ephemeral(type: type, label: label, action: Self.ephemeralAction(of: type))
    } else if nominal != nil {
      let instance =
        parameter.defaultValue?.value.trimmedDescription ?? "\(type.trimmedDescription)()"
      role = .reducer(type: type, label: label, instance: instance)
    } else {
      role = .ignored
    }
  }

  /// `AlertState<Alerta>` sends `Alerta`; any other named type sends its nested `Action`.
  private static func ephemeralAction(of type: TypeSyntax) -> String {
    if let name = type.nominalName, ephemeralTypeNames.contains(name),
      let arguments = type.genericArguments, arguments.count == 1, let argument = arguments.first
    {
      return argument.argument.trimmedDescription
    }
    return type.nominalName == nil ? "Swift.Never" : "\(type.trimmedDescription).Action"
  }

  /// `label: type`, or just `type` for a case without a label.
  private func payload(_ type: String, label: String?) -> String {
    label.map { "\($0): \(type)" } ?? type
  }

  /// The case in the generated `State`.
  var stateCase: String {
    switch role {
    case .reducer(let type, let label, _):
      return "case \(name)(\(payload("\(type.trimmedDescription).State", label: label)))"
    case .ephemeral(let type, let label, _):
      return "case \(name)(\(payload(type.trimmedDescription, label: label)))"
    case .ignored, .ignoredWithAction:
      return "case \(written)"
    }
  }

  /// The case in the generated `Action`.
  var actionCase: String {
    switch role {
    case .reducer(let type, let label, _):
      return "case \(name)(\(payload("\(type.trimmedDescription).Action", label: label)))"
    case .ephemeral(_, _, let action):
      return "case \(name)(\(action))"
    case .ignored:
      return "case \(name)(Swift.Never)"
    case .ignoredWithAction(_, let action):
      return "case \(name)(\(action.trimmedDescription))"
    }
  }

  /// The type of the case's `Scope` in the generated `body`, for a child feature.
  var scopeType: String? {
    guard case .reducer(let type, _, _) = role else { return nil }
    return "ComposableArchitecture.Scope<Self.State, Self.Action, \(type.trimmedDescription)>"
  }

  /// The case's `Scope` in the generated `body`, for a child feature.
  var scope: String? {
    guard case .reducer(_, _, let instance) = role else { return nil }
    return """
      ComposableArchitecture.Scope(state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
      \(instance)
      }
      """
  }

  /// The case in the generated `CaseScope`: a store for a child feature, the payload otherwise.
  var caseScopeCase: String {
    switch role {
    case .reducer(let type, _, _):
      return "case \(name)(ComposableArchitecture.StoreOf<\(type.trimmedDescription)>)"
    case .ephemeral(let type, _, _):
      return "case \(name)(\(type.trimmedDescription))"
    case .ignoredWithAction(let state, let action):
      let types = "\(state.trimmedDescription), \(action.trimmedDescription)"
      return "case \(name)(ComposableArchitecture.Store<\(types)>)"
    case .ignored:
      return "case \(written)"
    }
  }

  /// The case's arm in the generated `scope(_:)`.
  var scopeArm: String {
    switch role {
    case .reducer, .ignoredWithAction:
      return """
        case .\(name):
        return .\(name)(store.scope(\\.\(name), action: \\.\(name))!)
        """
    case .ephemeral:
      return """
        case let .\(name)(v0):
        return .\(name)(v0)
        """
    case .ignored:
      guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else {
        return """
          case .\(name):
          return .\(name)
          """
      }
      let bindings = (0..<parameters.count).map { "v\($0)" }
      let arguments = zip(parameters, bindings).map { parameter, binding in
        guard let label = parameter.firstName, label.tokenKind != .wildcard else { return binding }
        return "\(label.text): \(binding)"
      }
      return """
        case let .\(name)(\(bindings.joined(separator: ", "))):
        return .\(name)(\(arguments.joined(separator: ", ")))
        """
    }
  }
}

/// The cases of a `@Reducer` enum as written, `#if` blocks kept, so every generated member can
/// put each case under the same conditions.
struct ReducerCases {
  indirect enum Item {
    case `case`(ReducerCase)
    /// One `#if` block: each clause's `#if`/`#elseif`/`#else` line and the cases under it.
    case conditional([(header: String, cases: ReducerCases)])
  }

  var items: [Item] = []

  /// Reads the cases among `members`; `explicitActions` are the one-value cases of the enum's
  /// hand-written `Action`, by name.
  init(_ members: MemberBlockItemListSyntax, explicitActions: [String: TypeSyntax] = [:]) {
    for member in members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        for element in caseDecl.elements {
          items.append(
            .case(ReducerCase(element, in: caseDecl, explicitActions: explicitActions))
          )
        }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
          var cases = ReducerCases()
          if case .decls(let decls) = clause.elements {
            cases = ReducerCases(decls, explicitActions: explicitActions)
          }
          return (header: clause.poundKeyword.text + condition, cases: cases)
        }
        items.append(.conditional(clauses))
      }
    }
  }

  init() {}

  /// The cases outside any `#if`.
  var unconditional: [ReducerCase] {
    items.compactMap {
      guard case .case(let reducerCase) = $0 else { return nil }
      return reducerCase
    }
  }

  /// Whether a child feature sits under an `#if`: the body's type then depends on the build
  /// configuration and cannot be spelled out.
  var hasConditionalReducer: Bool {
    items.contains {
      guard case .conditional(let clauses) = $0 else { return false }
      return clauses.contains { clause in
        clause.cases.unconditional.contains(where: \.isReducer)
          || clause.cases.hasConditionalReducer
      }
    }
  }

  /// Renders every case with `render` (skipping those it returns `nil` for), one block per case,
  /// `#if` lines kept around them; an `#if` with nothing rendered under it is left out.
  func render(_ render: (ReducerCase) -> String?) -> String {
    var lines: [String] = []
    for item in items {
      switch item {
      case .case(let reducerCase):
        if let line = render(reducerCase) { lines.append(line) }
      case .conditional(let clauses):
        let bodies = clauses.map { $0.cases.render(render) }
        guard bodies.contains(where: { !$0.isEmpty }) else { continue }
        for (clause, body) in zip(clauses, bodies) {
          lines.append(clause.header)
          if !body.isEmpty { lines.append(body) }
        }
        lines.append("#endif")
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension TypeSyntax {
  /// The last name of a plain or qualified type (`Detalle`, `Padre.Destino`), `nil` for any other
  /// type (optional, tuple, function, array ...), which cannot name a reducer.
  var nominalName: String? {
    if let type = self.as(IdentifierTypeSyntax.self) { return type.name.text }
    if let type = self.as(MemberTypeSyntax.self) { return type.name.text }
    return nil
  }

  /// The generic arguments of a plain or qualified type, if any.
  var genericArguments: GenericArgumentListSyntax? {
    if let type = self.as(IdentifierTypeSyntax.self) {
      return type.genericArgumentClause?.arguments
    }
    if let type = self.as(MemberTypeSyntax.self) {
      return type.genericArgumentClause?.arguments
    }
    return nil
  }
}

extension AttributeListSyntax {
  /// The names of the attributes, module qualification dropped (`ComposableArchitecture.Foo` and
  /// `Foo` both give `Foo`), generic arguments dropped.
  var names: [String] {
    compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      return attribute.attributeName.nominalName
    }
  }
}
