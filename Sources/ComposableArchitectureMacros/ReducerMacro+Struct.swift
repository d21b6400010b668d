import SwiftSyntax
import SwiftSyntaxMacros

extension ReducerMacro {
  /// The members `@Reducer` writes into a struct: whichever of `State`, `Action` and `body` is
  /// missing, so that `@Reducer struct Feature {}` is already a (do-nothing) reducer.
  static func structMembers(
    of structDecl: StructDeclSyntax,
    shape: ReducerShape,
    attribute: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    // A struct writes its own `State` and `Action`: conformance arguments have nothing to act on.
    if case .argumentList(let arguments) = attribute.arguments, !arguments.isEmpty {
      context.diagnose(ReducerDiagnostic.argumentsOnStruct(attribute))
    }
    let access = shape.access
    var decls: [DeclSyntax] = []
    if !shape.typeNames.contains("State"), !shape.hasExplicitReducerBody {
      decls.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
        \(raw: access)init() {}
        }
        """
      )
    }
    if !shape.typeNames.contains("Action"), !shape.hasExplicitReducerBody {
      decls.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !shape.hasBody {
      decls.append("\(raw: access)let body = ComposableArchitecture.EmptyReducer<State, Action>()")
    }
    if bodyIsCacheable(structDecl, shape: shape, in: context) {
      decls.append("static let _$bodyCache = ComposableArchitecture._ReducerBodyCache()")
      decls.append(
        """
        \(raw: access)func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
        Self._$bodyCache.reduce(self, into: &state, action: action)
        }
        """
      )
    }
    return decls
  }

  /// Whether every instance of the reducer builds the same `body`, so it can be built once: the
  /// struct has no stored properties (hence no `@Dependency`), it is not generic nor inside
  /// anything generic, an extension or a function, it writes `body` as a computed property
  /// beside its own `State` and `Action`, no `#if` may hide a stored property, and nothing in it
  /// may make one evaluation of `body` differ from another (``BodyBuildReference``). When only
  /// the last stands in the way, a note says so: the reducer works, but builds its body on every
  /// action.
  static func bodyIsCacheable(
    _ structDecl: StructDeclSyntax,
    shape: ReducerShape,
    in context: some MacroExpansionContext
  ) -> Bool {
    guard
      shape.reduceMethod == nil, shape.bodyName != nil,
      shape.typeNames.contains("State"), shape.typeNames.contains("Action"),
      structDecl.genericParameterClause == nil
    else { return false }
    let plainNesting = context.lexicalContext.allSatisfy { parent in
      guard let group = parent.asProtocol(DeclGroupSyntax.self) else { return false }
      guard
        group.is(StructDeclSyntax.self) || group.is(EnumDeclSyntax.self)
          || group.is(ClassDeclSyntax.self) || group.is(ActorDeclSyntax.self)
      else { return false }
      return parent.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause == nil
    }
    guard plainNesting else { return false }
    for member in structDecl.memberBlock.members {
      let decl = member.decl
      if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
        || decl.is(ClassDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
      {
        continue
      }
      // `#if` may hide stored properties.
      if decl.is(IfConfigDeclSyntax.self) { return false }
      if let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic,
        variable.bindings.contains(where: { !$0.isComputed })
      {
        return false
      }
    }
    if let reference = BodyBuildReference.first(in: structDecl.memberBlock.members) {
      context.diagnose(
        ReducerDiagnostic.bodyRebuiltPerAction(reference, reducer: structDecl.name.text))
      return false
    }
    return true
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
