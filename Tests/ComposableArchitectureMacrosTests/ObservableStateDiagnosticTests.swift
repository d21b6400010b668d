import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// The errors `@ObservableState` reports, and their fix-its.
@Suite struct ObservableStateDiagnosticTests {
  /// The macro as the compiler runs it on a type that conforms to neither protocol yet.
  let macros = [
    "ObservableState": MacroSpec(
      type: ObservableStateMacro.self, conformances: ["ObservableState", "Observable"]
    )
  ]

  @Test func classIsAnError() {
    assertMacroExpansion(
      #"""
      @MainActor
      @ObservableState
      final class Model {
        var count = 0
      }
      """#,
      expandedSource: #"""
        @MainActor
        final class Model {
          var count = 0
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: "'@ObservableState' cannot be applied to class type 'Model'",
          line: 2,
          column: 1,
          fixIts: [FixItSpec(message: "Replace '@ObservableState' with '@Observable'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: #"""
        @MainActor
        @Observable
        final class Model {
          var count = 0
        }
        """#
    )
  }

  @Test func actorIsAnError() {
    assertMacroExpansion(
      #"""
      @ObservableState actor Model {
      }
      """#,
      expandedSource: #"""
        actor Model {
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: "'@ObservableState' cannot be applied to actor type 'Model'",
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@ObservableState'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: #"""
        actor Model {
        }
        """#
    )
  }

  @Test func protocolIsAnError() {
    assertMacroExpansion(
      #"""
      @ObservableState
      protocol Model {
      }
      """#,
      expandedSource: #"""
        protocol Model {
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: "'@ObservableState' cannot be applied to protocol type 'Model'",
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@ObservableState'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: #"""
        protocol Model {
        }
        """#
    )
  }

  @Test func extensionIsAnError() {
    assertMacroExpansion(
      #"""
      @available(macOS 15, *)
      @ObservableState
      extension Feature.State {
      }
      """#,
      expandedSource: #"""
        @available(macOS 15, *)
        extension Feature.State {
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@ObservableState' cannot be applied to an extension of 'Feature.State'; apply it \
            where 'Feature.State' is declared
            """,
          line: 2,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@ObservableState'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: #"""
        @available(macOS 15, *)
        extension Feature.State {
        }
        """#
    )
  }

  @Test func observationIgnoredIsAnError() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @ObservationIgnored var scratch = 0
      }
      """#,
      expandedSource: #"""
        struct State {
          @ObservationIgnored var scratch = 0

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            @ObservableState requires property 'scratch' to use '@ObservationStateIgnored' \
            instead of '@ObservationIgnored'
            """,
          line: 3,
          column: 3,
          fixIts: [FixItSpec(message: "Use '@ObservationStateIgnored' instead")]
        )
      ],
      macroSpecs: macros,
      fixedSource: #"""
        @ObservableState
        struct State {
          @ObservationStateIgnored var scratch = 0
        }
        """#
    )
  }

  @Test func observationTrackedIsAnError() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @ObservationTracked
        var count = 0
      }
      """#,
      expandedSource: #"""
        struct State {
          @ObservationTracked
          var count = 0

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            @ObservableState requires property 'count' to use '@ObservationStateTracked' \
            instead of '@ObservationTracked'
            """,
          line: 3,
          column: 3,
          fixIts: [FixItSpec(message: "Use '@ObservationStateTracked' instead")]
        )
      ],
      macroSpecs: macros,
      fixedSource: #"""
        @ObservableState
        struct State {
          @ObservationStateTracked
          var count = 0
        }
        """#
    )
  }

  @Test func presentationStateIsAnError() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @PresentationState var destination: Destination.State?
      }
      """#,
      expandedSource: #"""
        struct State {
          @PresentationState var destination: Destination.State?

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            @ObservableState requires property 'destination' to use '@Presents' instead of \
            '@PresentationState'
            """,
          line: 3,
          column: 3,
          fixIts: [FixItSpec(message: "Use '@Presents' instead")]
        )
      ],
      macroSpecs: macros,
      fixedSource: #"""
        @ObservableState
        struct State {
          @Presents var destination: Destination.State?
        }
        """#
    )
  }
}
