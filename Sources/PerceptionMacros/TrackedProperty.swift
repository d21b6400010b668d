import SwiftSyntax

/// A stored property `@Perceptible` can route through its registrar.
struct TrackedProperty {
  let declaration: VariableDeclSyntax
  let name: TokenSyntax

  /// The property, when it is a `var` with one plain binding and no accessors, that is not a type
  /// property, lazy (its first read is a mutation) or a weak or unowned reference (those must stay
  /// stored), and not already marked ignored.
  init?(_ declaration: some DeclSyntaxProtocol) {
    guard
      let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1,
      let binding = variable.bindings.first,
      binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      !variable.modifiers.contains(where: { Self.untrackableModifiers.contains($0.name.tokenKind) }
      ),
      variable.attributeNames.isDisjoint(with: Self.ignoredMarkers)
    else { return nil }
    self.declaration = variable
    self.name = name
  }

  private static let untrackableModifiers: Set<TokenKind> = [
    .keyword(.static), .keyword(.class), .keyword(.lazy), .keyword(.weak), .keyword(.unowned),
  ]

  private static let ignoredMarkers: Set<String> = ["PerceptionIgnored", "ObservationIgnored"]

  /// `_name`, the private storage behind the tracked property (backticks dropped).
  var storageName: String { "_" + name.text.filter { $0 != "`" } }

  /// `\.name`, the key path observers are told about.
  var keyPath: String { "\\.\(name.text)" }
}

extension VariableDeclSyntax {
  /// The names of the declaration's attributes, module qualification dropped.
  var attributeNames: Set<String> {
    Set(
      attributes.compactMap { element in
        guard case .attribute(let attribute) = element else { return nil }
        let name = attribute.attributeName.trimmedDescription
        return name.split(separator: ".").last.map(String.init)
      }
    )
  }
}
