import MacroSupport
import SwiftDiagnostics
import SwiftSyntax

/// The errors the observation macros (`@ObservableState`, `@ObservationStateTracked`, `@Presents`)
/// report.
enum ObservableStateDiagnostic {
  typealias Message = ReducerDiagnostic.Message

  /// `@ObservableState` on a class: Observation's own `@Observable` is the tool for classes.
  static func appliedToClass(_ declaration: ClassDeclSyntax, attribute: AttributeSyntax)
    -> Diagnostic
  {
    let attribute = declaration.attributes.matching(attribute) ?? attribute
    let replacement = attribute.with(
      \.attributeName,
      TypeSyntax(
        IdentifierTypeSyntax(
          name: .identifier("Observable"),
          trailingTrivia: attribute.attributeName.trailingTrivia
        )
      )
    )
    return Diagnostic(
      node: attribute,
      message: Message(
        id: "observableStateOnClass",
        text: "'@ObservableState' cannot be applied to class type '\(declaration.name.text)'"
      ),
      fixIt: FixIt(
        message: Message(
          id: "useObservable", text: "Replace '@ObservableState' with '@Observable'"
        ),
        changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(replacement))]
      )
    )
  }

  /// `@ObservableState` on an actor, a protocol or an extension, which have no value identity to
  /// observe (or, for an extension, no stored properties to instrument).
  static func notAStructOrEnum(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax)
    -> Diagnostic
  {
    let name = declaration.declaredName ?? "?"
    let kind = declaration.introducer.text
    let text =
      declaration.is(ExtensionDeclSyntax.self)
      ? """
      '@ObservableState' cannot be applied to an extension of '\(name)'; apply it where \
      '\(name)' is declared
      """
      : "'@ObservableState' cannot be applied to \(kind) type '\(name)'"
    let attribute = declaration.attributes.matching(attribute) ?? attribute
    return Diagnostic(
      node: attribute,
      message: Message(id: "observableStateNotAStructOrEnum", text: text),
      fixIt: FixIt(
        message: Message(id: "removeAttribute", text: "Remove '@ObservableState'"),
        changes: removing(attribute, from: declaration.attributes)
      )
    )
  }

  /// A member of an `@ObservableState` struct that carries an attribute meant for another kind of
  /// observation (`@ObservationIgnored`, `@ObservationTracked`, `@PresentationState`), with the
  /// fix-it that swaps in the one `@ObservableState` understands.
  static func foreignMarker(
    _ attribute: AttributeSyntax,
    on property: TokenSyntax,
    replacement: String
  ) -> Diagnostic {
    let name = attribute.attributeName.trimmedDescription
    let replaced = attribute.with(
      \.attributeName,
      TypeSyntax(
        IdentifierTypeSyntax(
          name: .identifier(replacement),
          trailingTrivia: attribute.attributeName.trailingTrivia
        )
      )
    )
    return Diagnostic(
      node: attribute,
      message: Message(
        id: "foreignObservationMarker",
        text: """
          @ObservableState requires property '\(property.text)' to use '@\(replacement)' instead \
          of '@\(name)'
          """
      ),
      fixIt: FixIt(
        message: Message(id: "useStateMarker", text: "Use '@\(replacement)' instead"),
        changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(replaced))]
      )
    )
  }

  /// `@ObservationStateTracked` written on a property of a type that is not `@ObservableState`:
  /// the accessors it writes need the registrar that only `@ObservableState` adds.
  static func trackedOutsideObservableState(
    _ attribute: AttributeSyntax,
    in declaration: VariableDeclSyntax,
    typeName: String
  ) -> Diagnostic {
    let attribute = declaration.attributes.matching(attribute) ?? attribute
    return Diagnostic(
      node: attribute,
      message: Message(
        id: "trackedOutsideObservableState",
        text: """
          '@ObservationStateTracked' can only be used in an '@ObservableState' type; mark \
          '\(typeName)' '@ObservableState'
          """
      ),
      fixIt: FixIt(
        message: Message(id: "removeTracked", text: "Remove '@ObservationStateTracked'"),
        changes: removing(attribute, from: declaration.attributes)
      )
    )
  }

  /// `@Presents` on a property that is not a stored instance `var`.
  static func presentsNotAStoredVariable(
    _ attribute: AttributeSyntax, in declaration: VariableDeclSyntax
  )
    -> Diagnostic
  {
    let attribute = declaration.attributes.matching(attribute) ?? attribute
    return Diagnostic(
      node: attribute,
      message: Message(
        id: "presentsNotAStoredVariable",
        text: """
          '@Presents' can only be applied to a stored instance 'var' with a single name, such as \
          '@Presents var destination: Destination.State?'
          """
      ),
      fixIt: FixIt(
        message: Message(id: "removePresents", text: "Remove '@Presents'"),
        changes: removing(attribute, from: declaration.attributes)
      )
    )
  }

  /// `@Presents` on a property without a written type: the macro needs the type to build the
  /// `PresentationState` storage.
  static func presentsWithoutType(_ name: TokenSyntax) -> Diagnostic {
    Diagnostic(
      node: name,
      message: Message(
        id: "presentsWithoutType",
        text: """
          '@Presents' property '\(name.text)' needs an explicit optional type, such as \
          'var \(name.text): Destination.State?'
          """
      )
    )
  }

  /// `@Presents` on a property whose type is not optional: `nil` is how a presentation ends.
  static func presentsNonOptional(_ name: TokenSyntax, type: TypeSyntax) -> Diagnostic {
    let optional = OptionalTypeSyntax(
      wrappedType: type.trimmed,
      trailingTrivia: type.trailingTrivia
    ).with(\.leadingTrivia, type.leadingTrivia)
    return Diagnostic(
      node: type,
      message: Message(
        id: "presentsNonOptional",
        text: """
          '@Presents' property '\(name.text)' must be optional, as 'nil' dismisses the \
          presentation: declare it '\(type.trimmedDescription)?'
          """
      ),
      fixIt: FixIt(
        message: Message(id: "makeOptional", text: "Make the type optional"),
        changes: [.replace(oldNode: Syntax(type), newNode: Syntax(optional))]
      )
    )
  }
}

extension AttributeListSyntax {
  /// The attribute of this list written like `attribute`: a macro may be handed a detached copy of
  /// its attribute, while fix-its must edit the one in the declaration.
  func matching(_ attribute: AttributeSyntax) -> AttributeSyntax? {
    let text = attribute.trimmedDescription
    for element in self {
      if case .attribute(let candidate) = element, candidate.trimmedDescription == text {
        return candidate
      }
    }
    return nil
  }
}
