import SwiftSyntax

/// The part a stored property of an `@ObservableState` struct plays in observation.
enum ObservedRole: Equatable {
  /// Read and written through the value's registrar, with its storage in `_name`.
  /// `automatic` when `@ObservableState` adds the `@ObservationStateTracked` marker itself.
  case tracked(automatic: Bool)
  /// `@Presents`: observed, its storage a `PresentationState` in `_name`.
  case presented
}

extension VariableDeclSyntax {
  /// The name of a `var` with one plain binding and no accessors, that is neither static nor lazy:
  /// the only properties the observation macros can turn into tracked accessors.
  var storedVariableName: TokenSyntax? {
    guard
      bindingSpecifier.tokenKind == .keyword(.var),
      bindings.count == 1,
      let binding = bindings.first,
      binding.accessorBlock == nil,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      !modifiers.contains(where: { Self.untrackableModifiers.contains($0.name.tokenKind) })
    else { return nil }
    return identifier
  }

  /// Modifiers that rule out observation: type properties, lazy storage (its first read is a
  /// mutation), and references that must stay stored to be weak or unowned.
  private static let untrackableModifiers: Set<TokenKind> = [
    .keyword(.static), .keyword(.class), .keyword(.lazy), .keyword(.weak), .keyword(.unowned),
  ]

  /// How `@ObservableState` treats this member, `nil` when it leaves it alone.
  ///
  /// Every stored `var` is tracked unless it is marked `@ObservationStateIgnored` (or one of the
  /// markers that do not belong in observable state, which are reported), is `@Presents`, holds
  /// shared state, or has a name starting with `_` (storage of another property, by convention).
  var observedRole: ObservedRole? {
    guard let name = storedVariableName else { return nil }
    let markers = Set(attributes.names)
    if markers.contains("Presents") {
      // A `@Presents` property `@Presents` rejects (no optional type) has no storage to map to.
      guard
        let type = bindings.first?.typeAnnotation?.type,
        PresentsMacro.Presented.wrappedType(of: type) != nil
      else { return nil }
      return .presented
    }
    if markers.contains("ObservationStateTracked") { return .tracked(automatic: false) }
    guard
      markers.isDisjoint(with: Self.untrackedMarkers),
      !name.text.hasPrefix("_")
    else { return nil }
    return .tracked(automatic: true)
  }

  /// Attributes that keep `@ObservableState` from tracking a property: its own ignore marker, the
  /// Observation-module markers it reports, and property wrappers that observe themselves.
  private static let untrackedMarkers: Set<String> = [
    "ObservationStateIgnored", "ObservationIgnored", "ObservationTracked", "PresentationState",
    "Shared", "SharedReader",
  ]

  /// The `@attributeName` attribute on this declaration, module qualification ignored.
  func attribute(named name: String) -> AttributeSyntax? {
    for element in attributes {
      if case .attribute(let attribute) = element, attribute.attributeName.nominalName == name {
        return attribute
      }
    }
    return nil
  }

  /// The name of the storage behind the observed property `name`: `_count` for `count` (and for
  /// `` `count` ``, backticks dropped).
  static func storageName(of name: TokenSyntax) -> String {
    "_" + name.text.filter { $0 != "`" }
  }

  /// The declaration's access modifiers (`public`, `private(set)` ...) with a trailing space each,
  /// or `""`.
  var accessModifiers: String {
    modifiers
      .filter { Self.accessKeywords.contains($0.name.tokenKind) }
      .map { "\($0.trimmedDescription) " }
      .joined()
  }

  /// The declaration's other modifiers (`nonisolated` ...), with a trailing space each, or `""`.
  var nonAccessModifiers: String {
    modifiers
      .filter { !Self.accessKeywords.contains($0.name.tokenKind) }
      .map { "\($0.trimmedDescription) " }
      .joined()
  }

  private static let accessKeywords: Set<TokenKind> = [
    .keyword(.open), .keyword(.public), .keyword(.package), .keyword(.internal),
    .keyword(.fileprivate), .keyword(.private),
  ]
}

/// The observed properties of a struct as written, `#if` blocks kept, so `_$storage(of:)` can put
/// each property's case under the same conditions as the property.
struct ObservedProperties {
  indirect enum Item {
    case property(name: TokenSyntax, role: ObservedRole)
    /// One `#if` block: each clause's `#if`/`#elseif`/`#else` line and the properties under it.
    case conditional([(header: String, properties: ObservedProperties)])
  }

  var items: [Item] = []

  init(_ members: MemberBlockItemListSyntax) {
    for member in members {
      if let variable = member.decl.as(VariableDeclSyntax.self),
        let role = variable.observedRole, let name = variable.storedVariableName
      {
        items.append(.property(name: name, role: role))
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
          var properties = ObservedProperties()
          if case .decls(let decls) = clause.elements {
            properties = ObservedProperties(decls)
          }
          return (header: clause.poundKeyword.text + condition, properties: properties)
        }
        items.append(.conditional(clauses))
      }
    }
  }

  init() {}

  /// Renders every property with `render`, one line per property, `#if` lines kept around them;
  /// an `#if` with no property under any clause is left out.
  func render(_ render: (TokenSyntax, ObservedRole) -> String) -> String {
    var lines: [String] = []
    for item in items {
      switch item {
      case .property(let name, let role):
        lines.append(render(name, role))
      case .conditional(let clauses):
        let bodies = clauses.map { $0.properties.render(render) }
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
