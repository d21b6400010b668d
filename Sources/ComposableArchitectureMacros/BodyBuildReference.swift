import SwiftSyntax

/// A reference in a reducer's members to something that may give `body` another value on each
/// evaluation, which keeps `@Reducer` from building the body once.
///
/// Building `body` evaluates its reducers' initializers and modifiers, not the closures a
/// `Reduce` holds (those are skipped). What can make two evaluations differ is a dependency override (`.dependency(\.uuid,
/// .incrementing)` makes a fresh generator each time), the current dependencies, or a value
/// that is new each time it is made: `Date()`, `UUID()`, `.now`, `.random(…)`. The members are
/// searched for those by their syntax: names, not substrings of the source.
struct BodyBuildReference {
  /// The token that names it.
  let token: TokenSyntax
  /// What it is, for the note.
  let description: String

  /// The first such reference in `members`, skipping nested types (they have bodies of their
  /// own), or nil.
  static func first(in members: MemberBlockItemListSyntax) -> BodyBuildReference? {
    let finder = Finder(viewMode: .sourceAccurate)
    for member in members {
      let decl = member.decl
      if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
        || decl.is(ClassDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
      {
        continue
      }
      finder.walk(decl)
      if let found = finder.found { return found }
    }
    return nil
  }

  /// Names whose mention means dependencies are overridden or read while `body` is built.
  private static let dependencyNames: Set<String> = [
    "dependency", "dependencies", "transformDependency", "withDependencies",
    "prepareDependencies", "DependencyValues", "Dependency",
  ]

  /// Types whose plain initializer makes a new value each time.
  private static let freshValueTypes: Set<String> = ["Date", "UUID"]

  /// Members whose value is new each time it is read.
  private static let freshValueMembers: Set<String> = ["now", "random"]

  private final class Finder: SyntaxVisitor {
    var found: BodyBuildReference?

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      note(node.baseName)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      note(node.name)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      // A `Reduce` closure runs per action, not while `body` is built: what it reads is fresh
      // either way.
      if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Reduce" {
        return .skipChildren
      }
      if found == nil, node.arguments.isEmpty, node.trailingClosure == nil,
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
        BodyBuildReference.freshValueTypes.contains(callee.baseName.text)
      {
        found = BodyBuildReference(
          token: callee.baseName, description: "'\(callee.baseName.text)()', a new value each time")
      }
      return found == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.declName.baseName
      if found == nil, BodyBuildReference.freshValueMembers.contains(name.text) {
        found = BodyBuildReference(
          token: name, description: "'.\(name.text)', a new value each time")
      }
      return found == nil ? .visitChildren : .skipChildren
    }

    private func note(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      if found == nil, BodyBuildReference.dependencyNames.contains(token.text) {
        found = BodyBuildReference(
          token: token, description: "'\(token.text)', which reads or overrides dependencies")
      }
      return found == nil ? .visitChildren : .skipChildren
    }
  }
}
