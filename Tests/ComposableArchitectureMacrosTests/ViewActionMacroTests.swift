import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@Suite struct ViewActionMacroTests {
  let macros: [String: MacroSpec] = [
    "ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"])
  ]

  @Test func conformsATypeWithAStore() {
    assertMacroExpansion(
      """
      @ViewAction(for: Login.self)
      final class LoginModel {
        let store: StoreOf<Login>
      }
      """,
      expandedSource: """
        final class LoginModel {
          let store: StoreOf<Login>
        }

        extension LoginModel: ComposableArchitecture.ViewActionSending {
        }
        """,
      macroSpecs: macros
    )
  }

  @Test func keepsAvailability() {
    assertMacroExpansion(
      """
      @available(macOS 15, *)
      @ViewAction(for: Login.self)
      struct LoginView {
        let store: StoreOf<Login>
      }
      """,
      expandedSource: """
        @available(macOS 15, *)
        struct LoginView {
          let store: StoreOf<Login>
        }

        @available(macOS 15, *) extension LoginView: ComposableArchitecture.ViewActionSending {
        }
        """,
      macroSpecs: macros
    )
  }

  @Test func aMissingStoreIsAnErrorWithAFixIt() {
    assertMacroExpansion(
      """
      @ViewAction(for: Login.self)
      public struct LoginView {
        var title = ""
      }
      """,
      expandedSource: """
        public struct LoginView {
          var title = ""
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@ViewAction' requires 'LoginView' to have a 'store' property of type 'Store'",
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Add 'store'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: """
        @ViewAction(for: Login.self)
        public struct LoginView {
          public let store: StoreOf<Login>
          var title = ""
        }
        """
    )
  }

  @Test func theFixItAddsAStoreToAnEmptyType() {
    assertMacroExpansion(
      """
      @ViewAction(for: Counter.self)
      final class CounterModel {}
      """,
      expandedSource: """
        final class CounterModel {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@ViewAction' requires 'CounterModel' to have a 'store' property of type 'Store'",
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Add 'store'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: """
        @ViewAction(for: Counter.self)
        final class CounterModel {
          let store: StoreOf<Counter>
        }
        """
    )
  }

  @Test func storeSendIsAWarningWithAFixItForViewActions() {
    assertMacroExpansion(
      """
      @ViewAction(for: Login.self)
      final class LoginModel {
        let store: StoreOf<Login>
        func tap() {
          store.send(.view(.loginButtonTapped))
          self.store.send(.view(.logoutButtonTapped), animation: .default)
          store.send(.loginResponse(true))
        }
      }
      """,
      expandedSource: """
        final class LoginModel {
          let store: StoreOf<Login>
          func tap() {
            store.send(.view(.loginButtonTapped))
            self.store.send(.view(.logoutButtonTapped), animation: .default)
            store.send(.loginResponse(true))
          }
        }

        extension LoginModel: ComposableArchitecture.ViewActionSending {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "Do not use 'store.send' directly when using '@ViewAction'",
          line: 5,
          column: 5,
          severity: .warning,
          fixIts: [FixItSpec(message: "Call 'send' directly with a view action")]
        ),
        DiagnosticSpec(
          message: "Do not use 'store.send' directly when using '@ViewAction'",
          line: 6,
          column: 5,
          severity: .warning,
          fixIts: [FixItSpec(message: "Call 'send' directly with a view action")]
        ),
        DiagnosticSpec(
          message: "Do not use 'store.send' directly when using '@ViewAction'",
          line: 7,
          column: 5,
          severity: .warning
        ),
      ],
      macroSpecs: macros,
      fixedSource: """
        @ViewAction(for: Login.self)
        final class LoginModel {
          let store: StoreOf<Login>
          func tap() {
            send(.loginButtonTapped)
            self.send(.logoutButtonTapped, animation: .default)
            store.send(.loginResponse(true))
          }
        }
        """
    )
  }

  @Test func aNestedTypesStoreIsNotDiagnosed() {
    assertMacroExpansion(
      """
      @ViewAction(for: Login.self)
      struct LoginView {
        let store: StoreOf<Login>
        struct Row {
          let store: StoreOf<Row>
          func tap() { store.send(.tapped) }
        }
      }
      """,
      expandedSource: """
        struct LoginView {
          let store: StoreOf<Login>
          struct Row {
            let store: StoreOf<Row>
            func tap() { store.send(.tapped) }
          }
        }

        extension LoginView: ComposableArchitecture.ViewActionSending {
        }
        """,
      macroSpecs: macros
    )
  }
}
