import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@ObservableState` on an enum: identity of the live case.
@Suite struct ObservableStateMacroEnumTests {
  /// The macro as the compiler runs it on a type that conforms to neither protocol yet.
  let macros = [
    "ObservableState": MacroSpec(
      type: ObservableStateMacro.self, conformances: ["ObservableState", "Observable"]
    )
  ]

  @Test func enumIdentityFollowsTheLiveCase() {
    assertMacroExpansion(
      #"""
      @ObservableState
      enum State {
        case detalle(Detalle.State)
        case etiquetado(hijo: Hijo.State)
        case vacio
        case par(Int, b: String)
      }
      """#,
      expandedSource: #"""
        enum State {
          case detalle(Detalle.State)
          case etiquetado(hijo: Hijo.State)
          case vacio
          case par(Int, b: String)

          var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .detalle(state):
              return ._$id(for: state)._$tag(0)
            case let .etiquetado(state):
              return ._$id(for: state)._$tag(1)
            case .vacio:
              return ._$inert._$tag(2)
            case .par:
              return ._$inert._$tag(3)
            }
          }

          mutating func _$willModify() {
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            nil
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumTagsCountCasesUnderIf() {
    assertMacroExpansion(
      #"""
      @ObservableState
      public enum State {
        case uno(Uno.State)
        #if DEBUG
        case depuracion(Depuracion.State), otra
        #else
        case produccion
        #endif
        #if os(Linux)
        static let nombre = "linux"
        #endif
        case ultimo
      }
      """#,
      expandedSource: #"""
        public enum State {
          case uno(Uno.State)
          #if DEBUG
          case depuracion(Depuracion.State), otra
          #else
          case produccion
          #endif
          #if os(Linux)
          static let nombre = "linux"
          #endif
          case ultimo

          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .uno(state):
              return ._$id(for: state)._$tag(0)
            #if DEBUG
            case let .depuracion(state):
              return ._$id(for: state)._$tag(1)
            case .otra:
              return ._$inert._$tag(2)
            #else
            case .produccion:
              return ._$inert._$tag(3)
            #endif
            case .ultimo:
              return ._$inert._$tag(4)
            }
          }

          public mutating func _$willModify() {
          }

          public static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            nil
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumWithoutCases() {
    assertMacroExpansion(
      #"""
      @ObservableState
      enum State {
      }
      """#,
      expandedSource: #"""
        enum State {

          var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            }
          }

          mutating func _$willModify() {
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            nil
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }
}
