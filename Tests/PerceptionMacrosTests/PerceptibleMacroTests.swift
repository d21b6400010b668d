import MacroTesting
import PerceptionMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@Suite struct PerceptibleMacroTests {
  let macros: [String: MacroSpec] = [
    "Perceptible": MacroSpec(
      type: PerceptibleMacro.self, conformances: ["Perceptible", "Observable"]
    ),
    "PerceptionTracked": MacroSpec(type: PerceptionTrackedMacro.self),
    "PerceptionIgnored": MacroSpec(type: PerceptionIgnoredMacro.self),
  ]

  @Test func tracksStoredPropertiesAndSkipsIgnoredOnes() {
    assertMacroExpansion(
      #"""
      @Perceptible
      final class Player {
        var name = ""
        @PerceptionIgnored var cache: [String: Int] = [:]
        let id: Int
        var label: String { name }
      }
      """#,
      expandedSource: #"""
        final class Player {
          var name {
            @storageRestrictions(initializes: _name)
            init(initialValue) {
              _name = initialValue
            }
            get {
              access(keyPath: \.name)
              return _name
            }
            set {
              withMutation(keyPath: \.name) {
                _name = newValue
              }
            }
            _modify {
              access(keyPath: \.name)
              _$perceptionRegistrar.willSet(self, keyPath: \.name)
              defer {
                _$perceptionRegistrar.didSet(self, keyPath: \.name)
              }
              yield &_name
            }
          }

          private var _name = ""
          var cache: [String: Int] = [:]
          let id: Int
          var label: String { name }

          private let _$perceptionRegistrar = Perception.PerceptionRegistrar()

          internal nonisolated func access<Member>(keyPath: KeyPath<Player, Member>) {
            _$perceptionRegistrar.access(self, keyPath: keyPath)
          }

          internal nonisolated func withMutation<Member, MutationResult>(
            keyPath: KeyPath<Player, Member>,
            _ mutation: () throws -> MutationResult
          ) rethrows -> MutationResult {
            try _$perceptionRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
          }
        }

        extension Player: Perception.Perceptible, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func rejectsAStruct() {
    assertMacroExpansion(
      #"""
      @Perceptible
      struct Player {
        var name = ""
      }
      """#,
      expandedSource: #"""
        struct Player {
          var name = ""
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Perceptible' cannot be applied to struct type 'Player': it needs a class",
          line: 1,
          column: 1
        )
      ],
      macroSpecs: macros
    )
  }
}
