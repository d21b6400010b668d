// Runtime names the `@Reducer` expansions rely on; the ComposableArchitecture library must declare
// each with this spelling (and `CasePaths` must be re-exported, since `@CasePathable` is written
// unqualified):
//
// - `ComposableArchitecture.Reducer`: the protocol; primary associated types `State`, `Action`.
// - `ComposableArchitecture.ReducerBuilder<State, Action>`: the result builder put on `body`.
//   Enum reducers spell out its nested `_Sequence<R0, R1>`: `buildPartialBlock(first:)` (and
//   `buildExpression`) must return the element's own type, and `buildPartialBlock(accumulated:next:)`
//   `ReducerBuilder<State, Action>._Sequence<R0, R1>`, so `A; B; C` is `_Sequence<_Sequence<A, B>, C>`.
// - `ComposableArchitecture.EmptyReducer<State, Action>` with `init()`.
// - `ComposableArchitecture.Scope<ParentState, ParentAction, Child>`, the enum-state variant:
//   `init(state: CaseKeyPath<ParentState, Child.State>, action: CaseKeyPath<ParentAction,
//   Child.Action>, child: () -> Child)` (trailing `@ReducerBuilder` closure).
// - `ComposableArchitecture.Reduce<State, Action>` with `init(_ reducer: some Reducer<State,
//   Action>)`, and `ComposableArchitecture.CombineReducers { ... }`: only for an enum reducer with
//   a child feature under `#if`, where the body's type cannot be spelled out.
// - `ComposableArchitecture.CaseReducer`: the enum-reducer protocol (`static var body`,
//   `associatedtype CaseScope`, `@MainActor static func scope(_: Store<State, Action>) ->
//   CaseScope`, since the generated `scope` is `@preconcurrency @MainActor`).
// - `ComposableArchitecture.CaseReducerState`: `associatedtype StateReducer`.
// - `ComposableArchitecture._CaseScopeProtocol`: marker protocol of the generated `CaseScope`.
// - `ComposableArchitecture._StatelessReducer`: the marker a stateless struct conforms to, and
//   `ComposableArchitecture._ReducerBodyCache<R: _StatelessReducer>` with `init(_: R)` and
//   `reduce(_: R, into: inout R.State, action: R.Action) -> Effect<R.Action>`, for a stateless
//   struct whose body is pure composition; `ComposableArchitecture.Effect<Action>`.
// - `ComposableArchitecture.Store<State, Action>` with `state` and
//   `scope(state: KeyPath<State, ChildState?>, action: CaseKeyPath<Action, ChildAction>) ->
//   Store<ChildState, ChildAction>?`; `ComposableArchitecture.StoreOf<R>`.
// - Protocols written out in the inheritance clauses of the generated enums, so the macros on them
//   add no extension: `CasePaths.CasePathable`, `ComposableArchitecture.ObservableState`,
//   `Observation.Observable` (`Observation` must be re-exported too).
// - Macros, unqualified: `@ObservableState` (also on enums), `@CasePathable`,
//   `@ReducerCaseEphemeral` and `@ReducerCaseIgnored` (peer macros of this plugin, put on enum
//   cases, expanding to nothing).
// - The `@Reducer(state:action:)` overload takes `_SynthesizedConformance...` values named
//   `.codable`, `.decodable`, `.encodable`, `.equatable`, `.hashable`, `.sendable`; each becomes
//   the protocol of the same name, capitalised.
// - Plain Swift: `Codable`, `Equatable`, `Hashable`, `Sendable`, `Swift.Never`,
//   `@dynamicMemberLookup`, `@preconcurrency`, `@MainActor`.

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: turns a struct or an enum into a `Reducer`.
///
/// On a struct it adds the conformance, makes the nested `Action` (and an enum `State`)
/// case-pathable, puts `@ReducerBuilder` on `body`, and writes whichever of `State`, `Action` and
/// `body` is missing. On an enum of child features it writes whichever of `State`, `Action`, a
/// `body` of one `Scope` per feature, `CaseScope` and `scope(_:)` the enum does not write.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // Any other declaration gets its error, once, from the member role.
    let wanted: [String]
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      wanted =
        StatelessReducerShape.isStateless(structDecl, in: context)
        ? ["Reducer", "_StatelessReducer"] : ["Reducer"]
    } else if declaration.is(EnumDeclSyntax.self) {
      wanted = ["CaseReducer", "Reducer"]
    } else {
      return []
    }
    // The compiler lists only the protocols the type does not conform to yet; the inheritance
    // clause is checked too, for expansions that are not told.
    let missing = Set(protocols.compactMap(\.nominalName))
    let declared = Set(
      declaration.inheritanceClause?.inheritedTypes.compactMap(\.type.nominalName) ?? []
    )
    let conformances = wanted.filter { missing.contains($0) && !declared.contains($0) }
    guard !conformances.isEmpty else { return [] }
    let availability = declaration.attributes
      .filter { $0.as(AttributeSyntax.self)?.attributeName.nominalName == "available" }
      .map { "\($0.trimmedDescription) " }
      .joined()
    let list = conformances.map { "ComposableArchitecture.\($0)" }.joined(separator: ", ")
    return [
      try ExtensionDeclSyntax("\(raw: availability)extension \(type.trimmed): \(raw: list) {}")
    ]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      return nestedEnumAttributes(enumDecl)
    }
    if let variable = member.as(VariableDeclSyntax.self) {
      return reducerBuilderAttribute(for: variable).map { [$0] } ?? []
    }
    if declaration.is(EnumDeclSyntax.self), let caseDecl = member.as(EnumCaseDeclSyntax.self) {
      return caseMarker(for: caseDecl).map { [$0] } ?? []
    }
    return []
  }

  /// `@CasePathable` for a nested `Action`, `@CasePathable @dynamicMemberLookup` for an enum
  /// `State`, without what is already there.
  static func nestedEnumAttributes(_ enumDecl: EnumDeclSyntax) -> [AttributeSyntax] {
    var attributes: [String]
    switch enumDecl.name.text {
    case "State": attributes = ["CasePathable", "dynamicMemberLookup"]
    case "Action": attributes = ["CasePathable"]
    default: return []
    }
    let inherited = enumDecl.inheritanceClause?.inheritedTypes.compactMap(\.type.nominalName) ?? []
    if inherited.contains("CasePathable") {
      attributes.removeAll { $0 == "CasePathable" }
    }
    let present = enumDecl.attributes.names
    return attributes.filter { !present.contains($0) }.map { name in
      AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier(name)))
    }
  }

  /// `@ComposableArchitecture.ReducerBuilder<S, A>` for a computed `var body: some Reducer<S, A>`
  /// or `some ReducerOf<R>` (`S`, `A` being `R.State`, `R.Action`) that does not have it yet.
  ///
  /// The attribute must sit on `body` itself: the one on the protocol requirement is not applied
  /// to a `body` whose conformance comes from the macro's extension.
  static func reducerBuilderAttribute(for variable: VariableDeclSyntax) -> AttributeSyntax? {
    guard
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1,
      let binding = variable.bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      binding.accessorBlock?.isGetterOnly == true,
      let opaque = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self),
      opaque.someOrAnySpecifier.tokenKind == .keyword(.some),
      let name = opaque.constraint.nominalName,
      let arguments = opaque.constraint.genericArguments,
      !variable.attributes.names.contains("ReducerBuilder")
    else { return nil }
    let domain: String
    switch (name, arguments.count) {
    case ("ReducerOf", 1):
      let reducer = arguments.first!.argument.trimmedDescription
      domain = "\(reducer).State, \(reducer).Action"
    case ("Reducer", 2):
      domain = arguments.map { $0.argument.trimmedDescription }.joined(separator: ", ")
    default:
      return nil
    }
    return AttributeSyntax(
      attributeName: TypeSyntax("ComposableArchitecture.ReducerBuilder<\(raw: domain)>")
    )
  }

  /// `@ReducerCaseEphemeral` for an alert or dialog case, `@ReducerCaseIgnored` for a case with no
  /// payload or several values, in an enum reducer; nothing for a case already marked.
  static func caseMarker(for caseDecl: EnumCaseDeclSyntax) -> AttributeSyntax? {
    let present = caseDecl.attributes.names
    guard
      !present.contains("ReducerCaseEphemeral"), !present.contains("ReducerCaseIgnored"),
      caseDecl.elements.count == 1, let element = caseDecl.elements.first
    else { return nil }
    let parameters = element.parameterClause?.parameters ?? []
    let marker: String
    if parameters.count != 1 {
      marker = "ReducerCaseIgnored"
    } else if let name = parameters.first?.type.nominalName,
      ReducerCase.ephemeralTypeNames.contains(name)
    {
      marker = "ReducerCaseEphemeral"
    } else {
      return nil
    }
    return AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier(marker)))
  }
}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let shape = ReducerShape(declaration)
    if let reduce = shape.reduceMethod, let body = shape.bodyName {
      context.diagnose(ReducerDiagnostic.reduceWithBody(reduce: reduce.name, body: body))
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return structMembers(of: structDecl, shape: shape, attribute: node, in: context)
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(of: enumDecl, shape: shape, attribute: node, in: context)
    }
    context.diagnose(ReducerDiagnostic.notAStructOrEnum(declaration, attribute: node))
    return []
  }
}

/// What a reducer declaration already has, which decides what the macro writes.
struct ReducerShape {
  /// `"public "`, `"package "` or `""`: generated members are as visible as the reducer.
  let access: String
  /// The names of the nested structs, enums, classes and type aliases.
  let typeNames: Set<String>
  /// A `reduce(into:action:)` method.
  let reduceMethod: FunctionDeclSyntax?
  /// The name token of a `body` property.
  let bodyName: TokenSyntax?
  /// Whether `body` fixes the reducer's domain by itself (`let body = ...`, or typed
  /// `some Reducer<...>`/`some ReducerOf<...>`), or `reduce` is there: then `State` and `Action`
  /// are not written.
  let hasExplicitReducerBody: Bool
  /// Whether there is a method named `scope`.
  let hasScopeMethod: Bool

  init(_ declaration: some DeclGroupSyntax) {
    let members = declaration.memberBlock.members.map(\.decl)
    access =
      declaration.modifiers.lazy.compactMap { modifier -> String? in
        switch modifier.name.tokenKind {
        case .keyword(.public): return "public "
        case .keyword(.package): return "package "
        default: return nil
        }
      }.first ?? ""
    typeNames = Set(
      members.compactMap { decl in
        decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)?.name.text
          ?? decl.as(ClassDeclSyntax.self)?.name.text
          ?? decl.as(TypeAliasDeclSyntax.self)?.name.text
      }
    )
    let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
    reduceMethod = functions.first(where: \.isReduceMethod)
    hasScopeMethod = functions.contains { $0.name.text == "scope" }
    let bodies = members.compactMap { $0.as(VariableDeclSyntax.self) }
      .flatMap(\.bindings)
      .filter { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }
    bodyName = bodies.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
    hasExplicitReducerBody =
      reduceMethod != nil
      || bodies.contains { binding in
        if binding.initializer != nil { return true }
        guard
          let name = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
            .nominalName
        else { return false }
        return name == "Reducer" || name == "ReducerOf"
      }
  }

  var hasBody: Bool { bodyName != nil || reduceMethod != nil }
}

extension FunctionDeclSyntax {
  /// `func reduce(into state: inout S, action: A) -> E`, synchronous and non-throwing.
  var isReduceMethod: Bool {
    let parameters = Array(signature.parameterClause.parameters)
    guard
      name.text == "reduce", parameters.count == 2,
      parameters[0].firstName.text == "into",
      parameters[0].type.as(AttributedTypeSyntax.self)?.specifiers.contains(where: {
        $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
      }) == true,
      parameters[1].firstName.text == "action",
      signature.effectSpecifiers == nil,
      signature.returnClause != nil
    else { return false }
    return true
  }
}

extension AccessorBlockSyntax {
  /// Whether the block is a getter: `{ ... }` or `{ get { ... } }`.
  var isGetterOnly: Bool {
    switch accessors {
    case .getter: return true
    case .accessors(let list):
      return list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    @unknown default:
      return false
    }
  }
}
