import MacroSupport
import SwiftDiagnostics
import SwiftSyntax

/// The errors `@Reducer` reports.
enum ReducerDiagnostic {
  /// `@Reducer` on a class, actor, protocol or extension.
  static func notAStructOrEnum(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax)
    -> Diagnostic
  {
    let keyword = declaration.introducer
    let kind = keyword.text
    let name = declaration.declaredName.map { " '\($0)'" } ?? ""
    return Diagnostic(
      node: keyword,
      message: Message(
        id: "notAStructOrEnum",
        text: "'@Reducer' can only be applied to a struct or an enum, not to the \(kind)\(name)"
      ),
      fixIt: FixIt(
        message: Message(id: "removeAttribute", text: "Remove '@Reducer'"),
        changes: removing(attribute, from: declaration.attributes)
      )
    )
  }

  /// Conformance arguments (`@Reducer(state: .equatable)`) on a struct, whose `State` and `Action`
  /// the user writes.
  static func argumentsOnStruct(_ attribute: AttributeSyntax) -> Diagnostic {
    let arguments = attribute.arguments.map { $0.trimmedDescription } ?? ""
    return Diagnostic(
      node: attribute.arguments.map(Syntax.init) ?? Syntax(attribute),
      message: Message(
        id: "argumentsOnStruct",
        text: "Argument passed to call that takes no arguments when applied to a struct"
      ),
      fixIt: FixIt(
        message: Message(id: "removeArguments", text: "Remove '(\(arguments))'"),
        changes: [
          .replace(
            oldNode: Syntax(attribute),
            newNode: Syntax(
              attribute
                .with(\.leftParen, nil)
                .with(\.arguments, nil)
                .with(\.rightParen, nil)
                .with(\.trailingTrivia, attribute.trailingTrivia)
            )
          )
        ]
      )
    )
  }

  /// A reducer whose `body` could be built once, but mentions something that may make each
  /// evaluation differ: it is built on every action instead.
  static func bodyRebuiltPerAction(_ reference: BodyBuildReference, reducer: String) -> Diagnostic {
    Diagnostic(
      node: reference.token,
      message: Message(
        id: "bodyRebuiltPerAction",
        text: """
          '\(reducer).body' is built again for every action: it mentions \
          \(reference.description), so two evaluations may differ. A body that only composes \
          reducers is built once.
          """,
        severity: .note
      )
    )
  }

  /// A reducer with both `reduce(into:action:)` and `body`: `reduce` wins and `body` never runs.
  static func reduceWithBody(reduce: TokenSyntax, body: TokenSyntax) -> Diagnostic {
    Diagnostic(
      node: reduce,
      message: Message(
        id: "reduceWithBody",
        text: """
          A 'reduce' method should not be defined in a reducer with a 'body'; it takes \
          precedence and 'body' will never be invoked
          """
      ),
      notes: [
        Note(node: Syntax(body), message: NoteText(text: "'body' defined here"))
      ]
    )
  }

  /// The changes that delete `attribute` from `attributes`; the trivia before it moves to what
  /// follows, so the declaration keeps its indentation.
  static func removing(_ attribute: AttributeSyntax, from attributes: AttributeListSyntax)
    -> [FixIt.Change]
  {
    // The attribute the macro gets may be a copy detached from the declaration: match by text.
    let text = attribute.trimmedDescription
    guard
      let index = attributes.firstIndex(where: { $0.trimmedDescription == text })
    else { return [] }
    var remaining = attributes
    let removed = remaining.remove(at: index)
    if index == attributes.startIndex, let first = remaining.first {
      remaining[remaining.startIndex] = first.with(\.leadingTrivia, removed.leadingTrivia)
    }
    var changes: [FixIt.Change] = [
      .replace(oldNode: Syntax(attributes), newNode: Syntax(remaining))
    ]
    if remaining.isEmpty,
      let next = attributes.lastToken(viewMode: .sourceAccurate)?
        .nextToken(viewMode: .sourceAccurate)
    {
      changes.append(.replaceLeadingTrivia(token: next, newTrivia: removed.leadingTrivia))
    }
    return changes
  }

  /// The messages of this module's macros.
  typealias Message = MacroMessage<ReducerDiagnostic>

  struct NoteText: NoteMessage {
    let text: String

    var message: String { text }
    var noteID: MessageID { MessageID(domain: ReducerDiagnostic.name, id: "note") }
  }
}

extension ReducerDiagnostic: MacroDiagnosticDomain {
  static var name: String { "ComposableArchitectureMacros" }
}
