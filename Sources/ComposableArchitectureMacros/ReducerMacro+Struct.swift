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
    return decls
  }
}
