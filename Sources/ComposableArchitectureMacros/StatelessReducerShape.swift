import SwiftSyntax
import SwiftSyntaxMacros

/// Whether a struct's instances are all alike and `Child()` makes one without doing anything, read
/// from its declaration: then `@Reducer` marks it `_StatelessReducer`.
///
/// The struct has no stored properties (so no `@Dependency` either), declares no initializer but
/// an empty `init() {}`, is not generic nor inside anything generic, a function or an extension,
/// and nothing among its members or on itself can add members the declaration does not show: no
/// `#if`, no freestanding macro, no attribute but the library's own and a few of Swift's. An
/// `init()` declared in an extension in the same module is then a redeclaration (a compile
/// error), and one with defaulted or variadic parameters loses to the implicit one.
enum StatelessReducerShape {
  /// Attributes known to add no members: Swift's own that may sit on a reducer or its members, and
  /// the library's (none of its macros adds a peer). Any other may be a macro that adds a stored
  /// property.
  static let knownAttributes: Set<String> = [
    "Reducer", "ReducerBuilder", "ObservableState", "CasePathable", "dynamicMemberLookup",
    "ReducerCaseEphemeral", "ReducerCaseIgnored", "available", "inlinable", "inline",
    "usableFromInline", "discardableResult", "preconcurrency", "frozen",
  ]

  static func isStateless(
    _ structDecl: StructDeclSyntax, in context: some MacroExpansionContext
  ) -> Bool {
    guard
      structDecl.genericParameterClause == nil, structDecl.genericWhereClause == nil,
      hasOnlyKnownAttributes(structDecl.attributes),
      isPlainlyNested(context.lexicalContext)
    else { return false }
    return structDecl.memberBlock.members.allSatisfy { addsNoState($0.decl) }
  }

  /// Whether every enclosing declaration is a struct, enum, class or actor without generic
  /// parameters: not an extension (whose type may be generic), not a function or closure.
  static func isPlainlyNested(_ lexicalContext: [Syntax]) -> Bool {
    lexicalContext.allSatisfy { parent in
      guard
        parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
          || parent.is(ClassDeclSyntax.self) || parent.is(ActorDeclSyntax.self)
      else { return false }
      return parent.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause == nil
    }
  }

  static func hasOnlyKnownAttributes(_ attributes: AttributeListSyntax) -> Bool {
    attributes.allSatisfy { element in
      guard case .attribute(let attribute) = element,
        let name = attribute.attributeName.nominalName
      else { return false }
      return knownAttributes.contains(name)
    }
  }

  /// Whether a member adds no state to the struct and no initializer but an empty `init()`.
  static func addsNoState(_ decl: DeclSyntax) -> Bool {
    // `#if` may hide a stored property; a freestanding macro may expand to one.
    if decl.is(IfConfigDeclSyntax.self) || decl.is(MacroExpansionDeclSyntax.self) { return false }
    if let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes,
      !hasOnlyKnownAttributes(attributes)
    {
      return false
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      return variable.isStatic || variable.bindings.allSatisfy(\.isComputed)
    }
    if let initializer = decl.as(InitializerDeclSyntax.self) {
      return initializer.isEmptyPlainInit
    }
    return true
  }
}

extension InitializerDeclSyntax {
  /// `init() {}`, with at most an access modifier: nothing runs, nothing is thrown or awaited.
  var isEmptyPlainInit: Bool {
    attributes.isEmpty && optionalMark == nil && genericParameterClause == nil
      && genericWhereClause == nil && signature.parameterClause.parameters.isEmpty
      && signature.effectSpecifiers == nil && body?.statements.isEmpty == true
      && modifiers.allSatisfy { modifier in
        switch modifier.name.tokenKind {
        case .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
          .keyword(.private):
          return modifier.detail == nil
        default:
          return false
        }
      }
  }
}

extension VariableDeclSyntax {
  /// Whether the declaration is `static` or `class`.
  var isStatic: Bool {
    modifiers.contains { modifier in
      modifier.name.tokenKind == .keyword(.static) || modifier.name.tokenKind == .keyword(.class)
    }
  }
}

extension PatternBindingSyntax {
  /// Whether the binding is a computed property: accessors that get (and maybe set), no
  /// initializer, no observers on storage.
  var isComputed: Bool {
    guard initializer == nil, let accessorBlock else { return false }
    switch accessorBlock.accessors {
    case .getter: return true
    case .accessors(let list):
      return list.allSatisfy { accessor in
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get), .keyword(.set), .keyword(._modify), .keyword(.unsafeAddress),
          .keyword(.unsafeMutableAddress):
          return true
        default:
          return false
        }
      }
    @unknown default:
      return false
    }
  }
}
