import CasePathsMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct CasePathableMacroTests {
  /// The macro as the compiler runs it on a type that does not conform yet.
  let macros = [
    "CasePathable": MacroSpec(type: CasePathableMacro.self, conformances: ["CasePathable"])
  ]

  @Test func noPayload() {
    assertMacroExpansion(
      """
      @CasePathable enum Action {
        case increment
        case decrement
      }
      """,
      expandedSource: #"""
        enum Action {
          case increment
          case decrement

          struct AllCasePaths: Sendable {
            var increment: CasePaths.AnyCasePath<Action, Void> {
              CasePaths.AnyCasePath<Action, Void>(
                embed: {
                  .increment
                },
                extract: {
                  guard case .increment = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            var decrement: CasePaths.AnyCasePath<Action, Void> {
              CasePaths.AnyCasePath<Action, Void>(
                embed: {
                  .decrement
                },
                extract: {
                  guard case .decrement = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.increment {
              return "increment"
            }
            if keyPath == \Action.Cases.decrement {
              return "decrement"
            }
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func aNeverPayloadIsEmbeddedByItsConstructorNotAnUnreachableClosure() {
    assertMacroExpansion(
      """
      @CasePathable enum Action {
        case ignored(Never)
      }
      """,
      expandedSource: #"""
        enum Action {
          case ignored(Never)

          struct AllCasePaths: Sendable {
            var ignored: CasePaths.AnyCasePath<Action, Never> {
              CasePaths.AnyCasePath<Action, Never>(
                embed: Action.ignored,
                extract: {
                  guard case let .ignored(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.ignored {
              return "ignored"
            }
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func singleUnlabeledValue() {
    assertMacroExpansion(
      """
      @CasePathable enum Action {
        case child(Child.Action)
      }
      """,
      expandedSource: #"""
        enum Action {
          case child(Child.Action)

          struct AllCasePaths: Sendable {
            var child: CasePaths.AnyCasePath<Action, Child.Action> {
              CasePaths.AnyCasePath<Action, Child.Action>(
                embed: Action.child,
                extract: {
                  guard case let .child(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.child {
              return "child"
            }
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func singleLabeledValue() {
    assertMacroExpansion(
      """
      @CasePathable enum Action {
        case moved(to: Int)
      }
      """,
      expandedSource: #"""
        enum Action {
          case moved(to: Int)

          struct AllCasePaths: Sendable {
            var moved: CasePaths.AnyCasePath<Action, Int> {
              CasePaths.AnyCasePath<Action, Int>(
                embed: Action.moved(to:),
                extract: {
                  guard case let .moved(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.moved {
              return "moved"
            }
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func severalValues() {
    assertMacroExpansion(
      """
      @CasePathable enum Action {
        case moved(Int, to: Int)
        case swapped(_ from: Int, _ to: Int)
      }
      """,
      expandedSource: #"""
        enum Action {
          case moved(Int, to: Int)
          case swapped(_ from: Int, _ to: Int)

          struct AllCasePaths: Sendable {
            var moved: CasePaths.AnyCasePath<Action, (Int, to: Int)> {
              CasePaths.AnyCasePath<Action, (Int, to: Int)>(
                embed: {
                  .moved($0.0, to: $0.1)
                },
                extract: {
                  guard case let .moved(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, v1)
                }
              )
            }
            var swapped: CasePaths.AnyCasePath<Action, (Int, Int)> {
              CasePaths.AnyCasePath<Action, (Int, Int)>(
                embed: {
                  .swapped($0.0, $0.1)
                },
                extract: {
                  guard case let .swapped(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, v1)
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.moved {
              return "moved"
            }
            if keyPath == \Action.Cases.swapped {
              return "swapped"
            }
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func defaultValuesAreDroppedFromTheValueType() {
    assertMacroExpansion(
      """
      @CasePathable enum Action {
        case load(page: Int = 1, size: Int = 20)
      }
      """,
      expandedSource: #"""
        enum Action {
          case load(page: Int = 1, size: Int = 20)

          struct AllCasePaths: Sendable {
            var load: CasePaths.AnyCasePath<Action, (page: Int, size: Int)> {
              CasePaths.AnyCasePath<Action, (page: Int, size: Int)>(
                embed: {
                  .load(page: $0.0, size: $0.1)
                },
                extract: {
                  guard case let .load(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, v1)
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.load {
              return "load"
            }
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func existentialPayloadIsParenthesized() {
    assertMacroExpansion(
      """
      @CasePathable enum Action {
        case failed(any Error)
      }
      """,
      expandedSource: #"""
        enum Action {
          case failed(any Error)

          struct AllCasePaths: Sendable {
            var failed: CasePaths.AnyCasePath<Action, (any Error)> {
              CasePaths.AnyCasePath<Action, (any Error)>(
                embed: Action.failed,
                extract: {
                  guard case let .failed(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.failed {
              return "failed"
            }
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func selfInPayloadNamesTheEnum() {
    assertMacroExpansion(
      """
      @CasePathable enum Node {
        case children([Self])
      }
      """,
      expandedSource: #"""
        enum Node {
          case children([Self])

          struct AllCasePaths: Sendable {
            var children: CasePaths.AnyCasePath<Node, [Node]> {
              CasePaths.AnyCasePath<Node, [Node]>(
                embed: Node.children,
                extract: {
                  guard case let .children(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Node>) -> String? {
            if keyPath == \Node.Cases.children {
              return "children"
            }
            return nil
          }
        }

        extension Node: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func severalCasesOnOneLine() {
    assertMacroExpansion(
      """
      @CasePathable enum Action {
        case tap, hold(Double)
      }
      """,
      expandedSource: #"""
        enum Action {
          case tap, hold(Double)

          struct AllCasePaths: Sendable {
            var tap: CasePaths.AnyCasePath<Action, Void> {
              CasePaths.AnyCasePath<Action, Void>(
                embed: {
                  .tap
                },
                extract: {
                  guard case .tap = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            var hold: CasePaths.AnyCasePath<Action, Double> {
              CasePaths.AnyCasePath<Action, Double>(
                embed: Action.hold,
                extract: {
                  guard case let .hold(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.tap {
              return "tap"
            }
            if keyPath == \Action.Cases.hold {
              return "hold"
            }
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func publicEnumGetsPublicMembers() {
    assertMacroExpansion(
      """
      @CasePathable public enum Action {
        case tap(Int)
      }
      """,
      expandedSource: #"""
        public enum Action {
          case tap(Int)

          public struct AllCasePaths: Sendable {
            public var tap: CasePaths.AnyCasePath<Action, Int> {
              CasePaths.AnyCasePath<Action, Int>(
                embed: Action.tap,
                extract: {
                  guard case let .tap(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          public static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.tap {
              return "tap"
            }
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func packageEnumGetsPackageMembers() {
    assertMacroExpansion(
      """
      @CasePathable package enum Action {
        case tap
      }
      """,
      expandedSource: #"""
        package enum Action {
          case tap

          package struct AllCasePaths: Sendable {
            package var tap: CasePaths.AnyCasePath<Action, Void> {
              CasePaths.AnyCasePath<Action, Void>(
                embed: {
                  .tap
                },
                extract: {
                  guard case .tap = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
          }

          package static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          package static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.tap {
              return "tap"
            }
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func privateEnumGetsDefaultAccess() {
    assertMacroExpansion(
      """
      @CasePathable private enum Action {
        case tap
      }
      """,
      expandedSource: #"""
        private enum Action {
          case tap

          struct AllCasePaths: Sendable {
            var tap: CasePaths.AnyCasePath<Action, Void> {
              CasePaths.AnyCasePath<Action, Void>(
                embed: {
                  .tap
                },
                extract: {
                  guard case .tap = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.tap {
              return "tap"
            }
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func genericEnum() {
    assertMacroExpansion(
      """
      @CasePathable enum Loadable<Value> {
        case loading
        case loaded(Value)
      }
      """,
      expandedSource: #"""
        enum Loadable<Value> {
          case loading
          case loaded(Value)

          struct AllCasePaths: Sendable {
            var loading: CasePaths.AnyCasePath<Loadable, Void> {
              CasePaths.AnyCasePath<Loadable, Void>._$embed(
                {
                  .loading
                },
                extract: {
                  guard case .loading = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            var loaded: CasePaths.AnyCasePath<Loadable, Value> {
              CasePaths.AnyCasePath<Loadable, Value>._$embed(
                Loadable.loaded,
                extract: {
                  guard case let .loaded(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Loadable>) -> String? {
            if keyPath == \Loadable.Cases.loading {
              return "loading"
            }
            if keyPath == \Loadable.Cases.loaded {
              return "loaded"
            }
            return nil
          }
        }

        extension Loadable: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumNestedInAGenericTypeUsesUncheckedClosures() {
    assertMacroExpansion(
      """
      struct Feature<ID: Hashable> {
        @CasePathable enum Action {
          case select(ID)
        }
      }
      """,
      expandedSource: #"""
        struct Feature<ID: Hashable> {
          enum Action {
            case select(ID)

            struct AllCasePaths: Sendable {
              var select: CasePaths.AnyCasePath<Action, ID> {
                CasePaths.AnyCasePath<Action, ID>._$embed(
                  Action.select,
                  extract: {
                    guard case let .select(v0) = $0 else {
                      return nil
                    }
                    return v0
                  }
                )
              }
            }

            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }

            static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
              if keyPath == \Action.Cases.select {
                return "select"
              }
              return nil
            }
          }
        }

        extension Feature.Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumInAnExtensionUsesUncheckedClosures() {
    assertMacroExpansion(
      """
      extension Feature {
        @CasePathable enum Action {
          case tap
        }
      }
      """,
      expandedSource: #"""
        extension Feature {
          enum Action {
            case tap

            struct AllCasePaths: Sendable {
              var tap: CasePaths.AnyCasePath<Action, Void> {
                CasePaths.AnyCasePath<Action, Void>._$embed(
                  {
                    .tap
                  },
                  extract: {
                    guard case .tap = $0 else {
                      return nil
                    }
                    return ()
                  }
                )
              }
            }

            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }

            static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
              if keyPath == \Action.Cases.tap {
                return "tap"
              }
              return nil
            }
          }
        }

        extension Feature.Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func nestedEnum() {
    assertMacroExpansion(
      """
      struct Feature {
        @CasePathable enum Action {
          case tap
        }
      }
      """,
      expandedSource: #"""
        struct Feature {
          enum Action {
            case tap

            struct AllCasePaths: Sendable {
              var tap: CasePaths.AnyCasePath<Action, Void> {
                CasePaths.AnyCasePath<Action, Void>(
                  embed: {
                    .tap
                  },
                  extract: {
                    guard case .tap = $0 else {
                      return nil
                    }
                    return ()
                  }
                )
              }
            }

            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }

            static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
              if keyPath == \Action.Cases.tap {
                return "tap"
              }
              return nil
            }
          }
        }

        extension Feature.Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func indirectEnum() {
    assertMacroExpansion(
      """
      @CasePathable indirect enum Tree {
        case leaf(Int)
        case node(Tree, Tree)
      }
      """,
      expandedSource: #"""
        indirect enum Tree {
          case leaf(Int)
          case node(Tree, Tree)

          struct AllCasePaths: Sendable {
            var leaf: CasePaths.AnyCasePath<Tree, Int> {
              CasePaths.AnyCasePath<Tree, Int>(
                embed: Tree.leaf,
                extract: {
                  guard case let .leaf(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            var node: CasePaths.AnyCasePath<Tree, (Tree, Tree)> {
              CasePaths.AnyCasePath<Tree, (Tree, Tree)>(
                embed: {
                  .node($0.0, $0.1)
                },
                extract: {
                  guard case let .node(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, v1)
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Tree>) -> String? {
            if keyPath == \Tree.Cases.leaf {
              return "leaf"
            }
            if keyPath == \Tree.Cases.node {
              return "node"
            }
            return nil
          }
        }

        extension Tree: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func indirectCase() {
    assertMacroExpansion(
      """
      @CasePathable enum List {
        case end
        indirect case cons(Int, List)
      }
      """,
      expandedSource: #"""
        enum List {
          case end
          indirect case cons(Int, List)

          struct AllCasePaths: Sendable {
            var end: CasePaths.AnyCasePath<List, Void> {
              CasePaths.AnyCasePath<List, Void>(
                embed: {
                  .end
                },
                extract: {
                  guard case .end = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            var cons: CasePaths.AnyCasePath<List, (Int, List)> {
              CasePaths.AnyCasePath<List, (Int, List)>(
                embed: {
                  .cons($0.0, $0.1)
                },
                extract: {
                  guard case let .cons(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, v1)
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<List>) -> String? {
            if keyPath == \List.Cases.end {
              return "end"
            }
            if keyPath == \List.Cases.cons {
              return "cons"
            }
            return nil
          }
        }

        extension List: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func conditionalCompilation() {
    assertMacroExpansion(
      """
      @CasePathable enum Action {
        case tap
        #if DEBUG
        case debugMenu
        #if INNER
        case inner(Int)
        #endif
        #elseif os(Linux)
        case linux(String)
        #else
        #endif
      }
      """,
      expandedSource: #"""
        enum Action {
          case tap
          #if DEBUG
          case debugMenu
          #if INNER
          case inner(Int)
          #endif
          #elseif os(Linux)
          case linux(String)
          #else
          #endif

          struct AllCasePaths: Sendable {
            var tap: CasePaths.AnyCasePath<Action, Void> {
              CasePaths.AnyCasePath<Action, Void>(
                embed: {
                  .tap
                },
                extract: {
                  guard case .tap = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            #if DEBUG
            var debugMenu: CasePaths.AnyCasePath<Action, Void> {
              CasePaths.AnyCasePath<Action, Void>(
                embed: {
                  .debugMenu
                },
                extract: {
                  guard case .debugMenu = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            #if INNER
            var inner: CasePaths.AnyCasePath<Action, Int> {
              CasePaths.AnyCasePath<Action, Int>(
                embed: Action.inner,
                extract: {
                  guard case let .inner(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            #endif
            #elseif os(Linux)
            var linux: CasePaths.AnyCasePath<Action, String> {
              CasePaths.AnyCasePath<Action, String>(
                embed: Action.linux,
                extract: {
                  guard case let .linux(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            #else
            #endif
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.tap {
              return "tap"
            }
            #if DEBUG
            if keyPath == \Action.Cases.debugMenu {
              return "debugMenu"
            }
            #if INNER
            if keyPath == \Action.Cases.inner {
              return "inner"
            }
            #endif
            #elseif os(Linux)
            if keyPath == \Action.Cases.linux {
              return "linux"
            }
            #else
            #endif
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func emptyEnum() {
    assertMacroExpansion(
      """
      @CasePathable enum Nothing {}
      """,
      expandedSource: """
        enum Nothing {

          struct AllCasePaths: Sendable {
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Nothing>) -> String? {
            return nil
          }
        }

        extension Nothing: CasePaths.CasePathable {
        }
        """,
      macroSpecs: macros
    )
  }

  @Test func backtickedCaseName() {
    assertMacroExpansion(
      """
      @CasePathable enum Keyword {
        case `default`
      }
      """,
      expandedSource: #"""
        enum Keyword {
          case `default`

          struct AllCasePaths: Sendable {
            var `default`: CasePaths.AnyCasePath<Keyword, Void> {
              CasePaths.AnyCasePath<Keyword, Void>(
                embed: {
                  .`default`
                },
                extract: {
                  guard case .`default` = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Keyword>) -> String? {
            if keyPath == \Keyword.Cases.`default` {
              return "default"
            }
            return nil
          }
        }

        extension Keyword: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func aCaseNamedSelfEmbedsByAClosureSinceTypeDotSelfNamesTheType() {
    assertMacroExpansion(
      """
      @CasePathable enum Keyword {
        case `default`(Int)
        case `self`(Int)
      }
      """,
      expandedSource: #"""
        enum Keyword {
          case `default`(Int)
          case `self`(Int)

          struct AllCasePaths: Sendable {
            var `default`: CasePaths.AnyCasePath<Keyword, Int> {
              CasePaths.AnyCasePath<Keyword, Int>(
                embed: Keyword.`default`,
                extract: {
                  guard case let .`default`(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            var `self`: CasePaths.AnyCasePath<Keyword, Int> {
              CasePaths.AnyCasePath<Keyword, Int>(
                embed: {
                  .`self`($0)
                },
                extract: {
                  guard case let .`self`(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Keyword>) -> String? {
            if keyPath == \Keyword.Cases.`default` {
              return "default"
            }
            if keyPath == \Keyword.Cases.`self` {
              return "self"
            }
            return nil
          }
        }

        extension Keyword: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func alreadyConformingEnumGetsNoExtension() {
    assertMacroExpansion(
      """
      @CasePathable enum Action: CasePathable {
        case tap
      }
      """,
      expandedSource: #"""
        enum Action: CasePathable {
          case tap

          struct AllCasePaths: Sendable {
            var tap: CasePaths.AnyCasePath<Action, Void> {
              CasePaths.AnyCasePath<Action, Void>(
                embed: {
                  .tap
                },
                extract: {
                  guard case .tap = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            if keyPath == \Action.Cases.tap {
              return "tap"
            }
            return nil
          }
        }
        """#,
      macros: ["CasePathable": CasePathableMacro.self]
    )
  }

  @Test func structIsAnError() {
    assertMacroExpansion(
      """
      @CasePathable struct Feature {
      }
      """,
      expandedSource: """
        struct Feature {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@CasePathable' can only be applied to an enum, not to the struct 'Feature'",
          line: 1,
          column: 15,
          fixIts: [FixItSpec(message: "Remove '@CasePathable'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: """
        struct Feature {
        }
        """
    )
  }

  @Test func classIsAnError() {
    assertMacroExpansion(
      """
      @CasePathable
      final class Model {
      }
      """,
      expandedSource: """
        final class Model {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@CasePathable' can only be applied to an enum, not to the class 'Model'",
          line: 2,
          column: 7,
          fixIts: [FixItSpec(message: "Remove '@CasePathable'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: """
        final class Model {
        }
        """
    )
  }

  @Test func actorIsAnError() {
    assertMacroExpansion(
      """
        @CasePathable @MainActor actor Worker {}
      """,
      expandedSource: """
          @MainActor actor Worker {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@CasePathable' can only be applied to an enum, not to the actor 'Worker'",
          line: 1,
          column: 28,
          fixIts: [FixItSpec(message: "Remove '@CasePathable'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: """
          @MainActor actor Worker {}
        """
    )
  }

  @Test func protocolIsAnError() {
    assertMacroExpansion(
      """
      @CasePathable protocol Feature {}
      """,
      expandedSource: """
        protocol Feature {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@CasePathable' can only be applied to an enum, not to the protocol 'Feature'",
          line: 1,
          column: 15,
          fixIts: [FixItSpec(message: "Remove '@CasePathable'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: """
        protocol Feature {}
        """
    )
  }

  @Test func duplicateCaseNameIsAnError() {
    assertMacroExpansion(
      """
      @CasePathable enum Action {
        case load(Int)
        case load(id: String)
      }
      """,
      expandedSource: """
        enum Action {
          case load(Int)
          case load(id: String)
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@CasePathable' cannot give case 'load' a case path: the name is used by another \
            case; give each case its own name
            """,
          line: 3,
          column: 8
        )
      ],
      macroSpecs: macros
    )
  }

  @Test func sameCaseNameInExclusiveBranchesIsAllowed() {
    assertMacroExpansion(
      """
      @CasePathable enum Action {
        #if os(Linux)
        case platform(Int)
        #else
        case platform(String)
        #endif
      }
      """,
      expandedSource: #"""
        enum Action {
          #if os(Linux)
          case platform(Int)
          #else
          case platform(String)
          #endif

          struct AllCasePaths: Sendable {
            #if os(Linux)
            var platform: CasePaths.AnyCasePath<Action, Int> {
              CasePaths.AnyCasePath<Action, Int>(
                embed: Action.platform,
                extract: {
                  guard case let .platform(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            #else
            var platform: CasePaths.AnyCasePath<Action, String> {
              CasePaths.AnyCasePath<Action, String>(
                embed: Action.platform,
                extract: {
                  guard case let .platform(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            #endif
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
            #if os(Linux)
            if keyPath == \Action.Cases.platform {
              return "platform"
            }
            #else
            if keyPath == \Action.Cases.platform {
              return "platform"
            }
            #endif
            return nil
          }
        }

        extension Action: CasePaths.CasePathable {
        }
        """#,
      macroSpecs: macros
    )
  }
}
