import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacros
import Testing

@Suite struct PresentsMacroTests {
  let macros: [String: Macro.Type] = ["Presents": PresentsMacro.self]

  @Test func withoutInitializer() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """#,
      expandedSource: #"""
        @ObservableState
        struct State {
          var destination: Destination.State? {
            @storageRestrictions(initializes: _destination)
            init(initialValue) {
              _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
            }
          }

          var $destination: ComposableArchitecture.PresentationState<Destination.State> {
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue, _$isIdentityEqual)
            }
          }

          @ObservationStateIgnored var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
        }
        """#,
      macros: macros
    )
  }

  @Test func withNilInitializer() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @Presents var alert: AlertState<Action.Alert>? = nil
      }
      """#,
      expandedSource: #"""
        @ObservableState
        struct State {
          var alert: AlertState<Action.Alert>? {
            @storageRestrictions(initializes: _alert)
            init(initialValue) {
              _alert = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.alert)
              return _alert.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.wrappedValue, newValue, _$isIdentityEqual)
            }
          }

          var $alert: ComposableArchitecture.PresentationState<AlertState<Action.Alert>> {
            get {
              _$observationRegistrar.access(self, keyPath: \.alert)
              return _alert.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.projectedValue, newValue, _$isIdentityEqual)
            }
          }

          @ObservationStateIgnored var _alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)
        }
        """#,
      macros: macros
    )
  }

  @Test func withValueInitializerAndSpelledOutOptional() {
    assertMacroExpansion(
      #"""
      @ObservableState
      public struct State {
        @Presents public var child: Optional<Child.State> = Child.State()
      }
      """#,
      expandedSource: #"""
        @ObservableState
        public struct State {
          public var child: Optional<Child.State> {
            @storageRestrictions(initializes: _child)
            init(initialValue) {
              _child = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.child)
              return _child.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.child, &_child.wrappedValue, newValue, _$isIdentityEqual)
            }
          }

          public var $child: ComposableArchitecture.PresentationState<Child.State> {
            get {
              _$observationRegistrar.access(self, keyPath: \.child)
              return _child.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.child, &_child.projectedValue, newValue, _$isIdentityEqual)
            }
          }

          @ObservationStateIgnored var _child = ComposableArchitecture.PresentationState<Child.State>(wrappedValue: Child.State())
        }
        """#,
      macros: macros
    )
  }

  @Test func nonOptionalTypeIsAnError() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @Presents var destination: Destination.State
      }
      """#,
      expandedSource: #"""
        @ObservableState
        struct State {
          var destination: Destination.State
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@Presents' property 'destination' must be optional, as 'nil' dismisses the \
            presentation: declare it 'Destination.State?'
            """,
          line: 3,
          column: 30,
          fixIts: [FixItSpec(message: "Make the type optional")]
        )
      ],
      macros: macros,
      fixedSource: #"""
        @ObservableState
        struct State {
          @Presents var destination: Destination.State?
        }
        """#
    )
  }

  @Test func missingTypeIsAnError() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @Presents var destination = Destination.State?.none
      }
      """#,
      expandedSource: #"""
        @ObservableState
        struct State {
          var destination = Destination.State?.none
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@Presents' property 'destination' needs an explicit optional type, such as \
            'var destination: Destination.State?'
            """,
          line: 3,
          column: 17
        )
      ],
      macros: macros
    )
  }

  @Test func constantIsAnError() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @Presents let destination: Destination.State?
      }
      """#,
      expandedSource: #"""
        @ObservableState
        struct State {
          let destination: Destination.State?
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@Presents' can only be applied to a stored instance 'var' with a single name, such \
            as '@Presents var destination: Destination.State?'
            """,
          line: 3,
          column: 3,
          fixIts: [FixItSpec(message: "Remove '@Presents'")]
        )
      ],
      macros: macros,
      fixedSource: #"""
        @ObservableState
        struct State {
          let destination: Destination.State?
        }
        """#
    )
  }
}
