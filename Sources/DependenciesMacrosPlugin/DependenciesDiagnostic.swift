import MacroSupport
import SwiftDiagnostics
import SwiftSyntax

/// The diagnostics `@DependencyClient` and `@DependencyEndpoint` report.
enum DependenciesDiagnostic {
  static func notAStruct(_ declaration: some DeclGroupSyntax) -> Diagnostic {
    let keyword = declaration.introducer
    let kind = "\(keyword.text.first.map("aeiou".contains) == true ? "an" : "a") \(keyword.text)"
    return Diagnostic(
      node: keyword,
      message: Message(
        id: "notAStruct",
        text: "'@DependencyClient' can only be applied to a struct, not to \(kind)"
      )
    )
  }

  static func notAClosure(_ attribute: AttributeSyntax) -> Diagnostic {
    Diagnostic(
      node: attribute,
      message: Message(
        id: "notAClosure",
        text: "'@DependencyEndpoint' can only be applied to a property with a closure type"
      )
    )
  }

  /// A non-throwing endpoint that returns a value, with no default to return.
  static func defaultRequired(_ property: ClosureProperty) -> Diagnostic {
    let returnType = property.function.returnClause.type.trimmedDescription
    let placeholder = "\(property.closureHead) <#\(returnType)#> }"
    let fixed = property.binding.with(
      \.initializer,
      InitializerClauseSyntax(
        leadingTrivia: .space,
        equal: .equalToken(trailingTrivia: .space),
        value: ExprSyntax("\(raw: placeholder)")
      )
    )
    return Diagnostic(
      node: property.binding,
      message: Message(
        id: "defaultRequired",
        text: """
          Endpoint '\(property.name)' returns a value and cannot throw, so it needs a default \
          closure for the unimplemented client to call
          """
      ),
      fixIt: FixIt(
        message: Message(id: "insertDefault", text: "Insert '= \(placeholder)'"),
        changes: [.replace(oldNode: Syntax(property.binding), newNode: Syntax(fixed))]
      )
    )
  }

  /// A default that is not a closure literal, which the macro cannot prefix with its issue.
  static func defaultNotAClosure(_ value: ExprSyntax) -> [Diagnostic] {
    var diagnostics = [
      Diagnostic(
        node: value,
        message: Message(
          id: "defaultNotAClosure",
          text: "An endpoint's default must be a closure literal"
        )
      )
    ]
    if value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
      .baseName.text == "unimplemented"
    {
      diagnostics.append(
        Diagnostic(
          node: value,
          message: Message(
            id: "redundantUnimplemented",
            text: """
              Endpoints of a '@DependencyClient' are already unimplemented by default; remove \
              'unimplemented(...)'
              """,
            severity: .warning
          )
        )
      )
    }
    return diagnostics
  }

  /// A property the memberwise initializer cannot take without knowing its type.
  static func typeAnnotationRequired(_ binding: PatternBindingSyntax, name: String) -> Diagnostic {
    let fixed =
      binding
      .with(\.pattern.trailingTrivia, [])
      .with(
        \.typeAnnotation,
        TypeAnnotationSyntax(
          colon: .colonToken(trailingTrivia: .space),
          type: TypeSyntax("<#Type#>"),
          trailingTrivia: .space
        )
      )
    return Diagnostic(
      node: binding,
      message: Message(
        id: "typeAnnotationRequired",
        text: """
          '@DependencyClient' needs the type of '\(name)' written out to put it in the \
          initializer
          """
      ),
      fixIt: FixIt(
        message: Message(id: "insertType", text: "Insert ': <#Type#>'"),
        changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))]
      )
    )
  }

  /// `@DependencyEntry` on something other than a `var` of an extension of `DependencyValues`.
  static func entryMisplaced(_ attribute: AttributeSyntax) -> Diagnostic {
    Diagnostic(
      node: attribute,
      message: Message(
        id: "entryMisplaced",
        text: """
          '@DependencyEntry' can only be applied to a stored-looking 'var' (one name, no \
          accessors) in an extension of 'DependencyValues'
          """
      )
    )
  }

  /// `@DependencyEntry` with neither an initial (test) value nor a `liveValue:`.
  static func entryWithoutValue(_ binding: PatternBindingSyntax) -> Diagnostic {
    Diagnostic(
      node: binding,
      message: Message(
        id: "entryWithoutValue",
        text: """
          '@DependencyEntry' needs an initial value, which tests use, or a 'liveValue:' argument \
          to fall back on
          """
      )
    )
  }

  static func methodNotALiteral(_ node: some SyntaxProtocol) -> Diagnostic {
    Diagnostic(
      node: node,
      message: Message(id: "methodNotALiteral", text: "'method' must be a string literal")
    )
  }

  static func methodNotAnIdentifier(_ node: some SyntaxProtocol) -> Diagnostic {
    Diagnostic(
      node: node,
      message: Message(id: "methodNotAnIdentifier", text: "'method' must be a valid identifier")
    )
  }

  /// The messages of this module's macros.
  typealias Message = MacroMessage<DependenciesDiagnostic>
}

extension DependenciesDiagnostic: MacroDiagnosticDomain {
  static var name: String { "DependenciesMacros" }
}
