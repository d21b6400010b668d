import MacroSupport
import SwiftDiagnostics
import SwiftSyntax

/// The errors `@Reducer` reports.
enum ReducerDiagnostic {
  /// `@Reducer` on a class, actor, protocol or extension.
  static func notAStructOrEnum(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax)
    -> Diagnostic
  {
    Message.misplaced(
      attribute, on: declaration, macro: "@Reducer", id: "notAStructOrEnum",
      appliesTo: "a struct or an enum"
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
