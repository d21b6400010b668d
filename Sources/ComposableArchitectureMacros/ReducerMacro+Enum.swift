import SwiftSyntax
import SwiftSyntaxMacros

extension ReducerMacro {
  /// The members `@Reducer` writes into an enum of child features (`case detalle(Detalle)`): the
  /// `State` and `Action` enums with one case per feature, a `body` that runs each feature on its
  /// case, and `CaseScope`/`scope(_:)` that turn a store of the enum into a store of the live case.
  ///
  /// Each generated enum lists in its inheritance clause every conformance its attached macros
  /// (`@CasePathable`, `@ObservableState`) would otherwise add by an extension, so those macros
  /// add none. Swift 6.3 type-checks a file's macro-made extensions by walking the list that
  /// expanding an extension macro appends to; an extension of a generated type, expanded during
  /// that walk (three enum reducers in one file were enough), can reallocate the list under the
  /// walk and crash the compiler with signal 11.
  static func enumMembers(
    of enumDecl: EnumDeclSyntax,
    shape: ReducerShape,
    attribute: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let cases = ReducerCases(
      enumDecl.memberBlock.members, explicitActions: explicitActionPayloads(of: enumDecl)
    )
    let access = shape.access
    let conformances = requestedConformances(attribute)
    var decls: [DeclSyntax] = []

    if !shape.typeNames.contains("State") {
      let inherited = (stateConformances + conformances.state).joined(separator: ", ")
      decls.append(
        """
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        \(raw: access)enum State: \(raw: inherited) {
        \(raw: access)typealias StateReducer = \(raw: enumDecl.name.text)
        \(raw: cases.render(\.stateCase))
        }
        """
      )
    }
    if !shape.typeNames.contains("Action") {
      let inherited = (caseKeyPathConformances + conformances.action).joined(separator: ", ")
      decls.append(
        """
        @CasePathable
        \(raw: access)enum Action: \(raw: inherited) {
        \(raw: cases.render(\.actionCase))
        }
        """
      )
    }
    if !shape.hasBody {
      let (type, body) = enumBody(cases)
      // Naming `Body` outright settles associated type inference, which would otherwise also
      // consider `Self` (the body of reducers that implement `reduce`).
      decls.append("\(raw: access)typealias Body = \(raw: type)")
      decls.append(
        """
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: Body {
        \(raw: body)
        }
        """
      )
    }
    if !shape.typeNames.contains("CaseScope") {
      let caseScopeConformances =
        (["ComposableArchitecture._CaseScopeProtocol"]
        + caseKeyPathConformances).joined(separator: ", ")
      decls.append(
        """
        @CasePathable
        @dynamicMemberLookup
        \(raw: access)enum CaseScope: \(raw: caseScopeConformances) {
        \(raw: cases.render(\.caseScopeCase))
        }
        """
      )
    }
    if !shape.hasScopeMethod {
      decls.append(
        """
        @preconcurrency @MainActor
        \(raw: access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
        switch store.state {
        \(raw: cases.render(\.scopeArm))
        }
        }
        """
      )
    }
    return decls
  }

  /// What the generated `State` conforms to besides the requested protocols: what the enum reducer
  /// needs, and what its `@CasePathable` and `@ObservableState` would add.
  static let stateConformances =
    ["ComposableArchitecture.CaseReducerState"] + caseKeyPathConformances + [
      "ComposableArchitecture.ObservableState", "Observation.Observable",
    ]

  /// What `@CasePathable` would add to a generated enum by an extension.
  static let caseKeyPathConformances = ["CasePaths.CasePathable", "CasePaths.CasePathIterable"]

  /// The one-value cases of a hand-written `Action` enum, by name: the action type a
  /// `@ReducerCaseIgnored` case of the same name sends, whose `CaseScope` case is then a store.
  static func explicitActionPayloads(of enumDecl: EnumDeclSyntax) -> [String: TypeSyntax] {
    guard
      let action = enumDecl.memberBlock.members.lazy
        .compactMap({ $0.decl.as(EnumDeclSyntax.self) })
        .first(where: { $0.name.text == "Action" })
    else { return [:] }
    var payloads: [String: TypeSyntax] = [:]
    func collect(_ members: MemberBlockItemListSyntax) {
      for member in members {
        if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
          for element in caseDecl.elements {
            guard
              let parameters = element.parameterClause?.parameters, parameters.count == 1,
              let parameter = parameters.first
            else { continue }
            payloads[element.name.trimmedDescription] = parameter.type.trimmed
          }
        } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
          for clause in ifConfig.clauses {
            if case .decls(let decls) = clause.elements { collect(decls) }
          }
        }
      }
    }
    collect(action.memberBlock.members)
    return payloads
  }

  /// The type and statements of the generated `body`.
  ///
  /// The type is spelled out, so the feature tree stays one concrete type: `EmptyReducer` with no
  /// feature, the `Scope` of the only one, else the builder's nested `_Sequence`s. A feature under
  /// `#if` makes the type depend on the build, so the scopes are then wrapped in `Reduce`.
  static func enumBody(_ cases: ReducerCases) -> (type: String, body: String) {
    let empty = "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>"
    if cases.hasConditionalReducer {
      // With every feature under `#if`, a build may leave the builder nothing: start from a no-op.
      let start = cases.unconditional.contains(where: \.isReducer) ? "" : "\(empty)()\n"
      return (
        "ComposableArchitecture.Reduce<Self.State, Self.Action>",
        """
        ComposableArchitecture.Reduce(
        ComposableArchitecture.CombineReducers {
        \(start)\(cases.render(\.scope))
        }
        )
        """
      )
    }
    let features = cases.unconditional.filter(\.isReducer)
    guard let first = features.first else { return (empty, "\(empty)()") }
    let type = features.dropFirst().reduce(first.scopeType!) { sequence, feature in
      "ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<\(sequence), \(feature.scopeType!)>"
    }
    return (type, features.compactMap(\.scope).joined(separator: "\n"))
  }

  /// The protocols `@Reducer(state: .equatable, .sendable, action: .equatable)` asks for, as the
  /// names of the protocols (`Equatable`, `Sendable`): each value goes with the last label.
  static func requestedConformances(_ attribute: AttributeSyntax) -> (
    state: [String], action: [String]
  ) {
    guard case .argumentList(let arguments) = attribute.arguments else { return ([], []) }
    var state: [String] = []
    var action: [String] = []
    var label: String?
    for argument in arguments {
      if let newLabel = argument.label?.text { label = newLabel }
      guard let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      else { continue }
      let conformance = name.prefix(1).uppercased() + name.dropFirst()
      switch label {
      case "state": state.append(conformance)
      case "action": action.append(conformance)
      default: continue
      }
    }
    return (state, action)
  }
}
