// Runtime names the observation expansions rely on; ComposableArchitecture must declare each with
// this spelling:
//
// - `ComposableArchitecture.ObservableState`: the protocol, with `var _$id: ObservableStateID`,
//   `mutating func _$willModify()` and `static func _$storage(of: AnyKeyPath) -> _$StoredProperty?`.
// - `ComposableArchitecture.ObservationStateRegistrar` with `init()`, `id`, `_$willModify()`,
//   `access(_:keyPath:)`, `mutate(_:keyPath:_:_:_:)` (subject, key path of the property,
//   `inout` storage, new value, `_$isIdentityEqual`), `willModify(_:keyPath:_:)` returning the
//   old identity and `didModify(_:keyPath:_:_:)` taking it back.
// - `ComposableArchitecture.ObservableStateID` with `static func _$id(for:)`, `static var
//   _$inert` and `func _$tag(_: Int)`.
// - `_$isIdentityEqual`, unqualified, usable as the last argument of `mutate`.
// - `ComposableArchitecture.PresentationState<State>` with `init(wrappedValue:)`,
//   `wrappedValue` and `projectedValue` (of type `PresentationState<State>`).
// - Macros, unqualified: `@ObservationStateTracked`, `@ObservationStateIgnored`, `@Presents`.
// - `Observation.Observable`.

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a struct or an enum observable state.
///
/// On a struct it gives the value its own registrar and identity, marks each stored property
/// `@ObservationStateTracked` (so reads register with the value's registrar and writes notify it),
/// and writes `_$storage(of:)`, which maps each observed property's key path to the key path of
/// its storage. On an enum the identity is the live case's (its payload's, for a case with one
/// value), tagged with the case's position. Both get the `ObservableState` and `Observable`
/// conformances.
public enum ObservableStateMacro {}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return structMembers(of: structDecl)
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(of: enumDecl)
    }
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      context.diagnose(ObservableStateDiagnostic.appliedToClass(classDecl, attribute: node))
    } else {
      context.diagnose(ObservableStateDiagnostic.notAStructOrEnum(declaration, attribute: node))
    }
    return []
  }

  /// `"public "` or `"package "` when the type is, else `""`: the members that witness the
  /// `ObservableState` requirements must be as visible as the type.
  static func access(of declaration: some DeclGroupSyntax) -> String {
    for modifier in declaration.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// The registrar, the identity, `_$willModify()` and `_$storage(of:)` of a struct.
  static func structMembers(of structDecl: StructDeclSyntax) -> [DeclSyntax] {
    let access = access(of: structDecl)
    let type = structDecl.name.text
    let properties = ObservedProperties(structDecl.memberBlock.members)
    // A presented property is reached by child reducers through its projection, `$name`.
    let cases = properties.render { name, role in
      let path = role == .presented ? "$" + name.text : name.text
      return
        "case \\\(type).\(path): return ComposableArchitecture._$StoredProperty(\\\(type).\(VariableDeclSyntax.storageName(of: name)))"
    }
    return [
      """
      @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
      """,
      """
      \(raw: access)var _$id: ComposableArchitecture.ObservableStateID {
      _$observationRegistrar.id
      }
      """,
      """
      \(raw: access)mutating func _$willModify() {
      _$observationRegistrar._$willModify()
      }
      """,
      notify(type: type, access: access, properties: properties),
      """
      \(raw: access)static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
      switch keyPath {
      \(raw: cases.isEmpty ? "" : cases + "\n")default: return nil
      }
      }
      """,
    ]
  }
}

extension ObservableStateMacro {
  /// `_$notify(_:)`: tells the observers of a field that a child reducer replaced it.
  ///
  /// A presented property is reached through its projection (`\.$destination`), but observers
  /// register its field (`\.destination`), which its getter and its projection's both read: the
  /// projection's key path is notified as the field's.
  static func notify(
    type: String, access: String, properties: ObservedProperties
  ) -> DeclSyntax {
    let presented = properties.render { name, role in
      guard role == .presented else { return "" }
      return """
        case \\\(type).$\(name.text): _$observationRegistrar.notify(self, keyPath: \\\(type).\(name.text))
        """
    }
    .split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
    guard presented.contains("case ") else {
      return """
        \(raw: access)func _$notify<Member>(_ keyPath: KeyPath<\(raw: type), Member>) {
        _$observationRegistrar.notify(self, keyPath: keyPath)
        }
        """
    }
    return """
      \(raw: access)func _$notify<Member>(_ keyPath: KeyPath<\(raw: type), Member>) {
      switch keyPath {
      \(raw: presented)
      default: _$observationRegistrar.notify(self, keyPath: keyPath)
      }
      }
      """
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard
      declaration.is(StructDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      let name = property.storedVariableName
    else { return [] }
    for (foreign, replacement) in foreignMarkers {
      if let attribute = property.attribute(named: foreign) {
        context.diagnose(
          ObservableStateDiagnostic.foreignMarker(attribute, on: name, replacement: replacement)
        )
      }
    }
    guard property.observedRole == .tracked(automatic: true) else { return [] }
    return [
      AttributeSyntax(attributeName: IdentifierTypeSyntax(name: "ObservationStateTracked"))
    ]
  }

  /// Markers of Observation's `@Observable` and TCA's property wrapper that do nothing (or break)
  /// in observable state, with the `@ObservableState` counterpart that does the job.
  static let foreignMarkers: KeyValuePairs<String, String> = [
    "ObservationIgnored": "ObservationStateIgnored",
    "ObservationTracked": "ObservationStateTracked",
    "PresentationState": "Presents",
  ]
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // Any other declaration gets its error, once, from the member role.
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    // The compiler lists only the protocols the type does not conform to yet; the inheritance
    // clause is checked too, for expansions that are not told.
    let missing = Set(protocols.compactMap(\.nominalName))
    let declared = Set(
      declaration.inheritanceClause?.inheritedTypes.compactMap(\.type.nominalName) ?? []
    )
    let conformances = [
      ("ObservableState", "ComposableArchitecture.ObservableState"),
      ("Observable", "Observation.Observable"),
    ]
    .filter { missing.contains($0.0) && !declared.contains($0.0) }
    .map(\.1)
    guard !conformances.isEmpty else { return [] }
    let availability = declaration.attributes
      .filter { $0.as(AttributeSyntax.self)?.attributeName.nominalName == "available" }
      .map { "\($0.trimmedDescription) " }
      .joined()
    return [
      try ExtensionDeclSyntax(
        """
        \(raw: availability)extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}
        """
      )
    ]
  }
}
