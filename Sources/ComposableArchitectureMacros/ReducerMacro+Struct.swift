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
      // `Self()` is the implicit or empty initializer: the struct is stateless.
      decls.append("static let _$bodyCache = ComposableArchitecture._ReducerBodyCache(Self())")
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

  /// Whether `@Reducer` may give the struct a body built once: it is stateless (so the closures
  /// its body holds capture a value every instance shares), it writes its own `State` and
  /// `Action` and a computed `body` and no `reduce(into:action:)`, and the body is pure
  /// composition (``PureComposition``). Whether the children it makes are stateless is read from
  /// the body's type when the first action arrives.
  static func bodyIsCacheable(
    _ structDecl: StructDeclSyntax,
    shape: ReducerShape,
    in context: some MacroExpansionContext
  ) -> Bool {
    guard
      shape.reduceMethod == nil, shape.typeNames.contains("State"),
      shape.typeNames.contains("Action"),
      let statements = bodyStatements(structDecl),
      StatelessReducerShape.isStateless(structDecl, in: context)
    else { return false }
    return PureComposition.isPure(statements, members: memberNames(structDecl))
  }

  /// The statements of `var body { … }` (or `{ get { … } }`), if `body` is written so.
  static func bodyStatements(_ structDecl: StructDeclSyntax) -> CodeBlockItemListSyntax? {
    let bodies = structDecl.memberBlock.members.compactMap { member -> PatternBindingSyntax? in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.var), !variable.isStatic,
        variable.bindings.count == 1, let binding = variable.bindings.first,
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
      else { return nil }
      return binding
    }
    guard bodies.count == 1, let accessors = bodies.first?.accessorBlock?.accessors else {
      return nil
    }
    switch accessors {
    case .getter(let statements):
      return statements
    case .accessors(let list):
      guard list.count == 1, let getter = list.first,
        getter.accessorSpecifier.tokenKind == .keyword(.get), getter.effectSpecifiers == nil
      else { return nil }
      return getter.body?.statements
    @unknown default:
      return nil
    }
  }

  /// The names of the struct's properties and methods: a call of one of them in `body` finds the
  /// member before any type of that name.
  static func memberNames(_ structDecl: StructDeclSyntax) -> Set<String> {
    var names: Set<String> = []
    for member in structDecl.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        names.insert(function.name.text)
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            names.insert(name)
          }
        }
      }
    }
    return names
  }
}
