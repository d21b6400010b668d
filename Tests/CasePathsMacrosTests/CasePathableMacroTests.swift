import CasePathsMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct CasePathableMacroTests {
  /// The macro as the compiler runs it on a type that does not conform yet.
  let macros = [
    "CasePathable": MacroSpec(
      type: CasePathableMacro.self, conformances: ["CasePathable", "CasePathIterable"]
    )
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.increment.extract(from: root) != nil {
                return \.increment
              }
              if self.decrement.extract(from: root) != nil {
                return \.decrement
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(2)
              allCasePaths.append(\.increment)
              allCasePaths.append(\.decrement)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.ignored.extract(from: root) != nil {
                return \.ignored
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.ignored)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.child.extract(from: root) != nil {
                return \.child
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.child)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.moved.extract(from: root) != nil {
                return \.moved
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.moved)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.moved.extract(from: root) != nil {
                return \.moved
              }
              if self.swapped.extract(from: root) != nil {
                return \.swapped
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(2)
              allCasePaths.append(\.moved)
              allCasePaths.append(\.swapped)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.load.extract(from: root) != nil {
                return \.load
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.load)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.failed.extract(from: root) != nil {
                return \.failed
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.failed)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Node) -> CasePaths.PartialCaseKeyPath<Node> {
              if self.children.extract(from: root) != nil {
                return \.children
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Node>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Node>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.children)
              return allCasePaths.makeIterator()
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

        extension Node: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.tap.extract(from: root) != nil {
                return \.tap
              }
              if self.hold.extract(from: root) != nil {
                return \.hold
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(2)
              allCasePaths.append(\.tap)
              allCasePaths.append(\.hold)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.tap.extract(from: root) != nil {
                return \.tap
              }
              return \.never
            }
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
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.tap)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          package struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            package subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.tap.extract(from: root) != nil {
                return \.tap
              }
              return \.never
            }
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
            package func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.tap)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.tap.extract(from: root) != nil {
                return \.tap
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.tap)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Loadable) -> CasePaths.PartialCaseKeyPath<Loadable> {
              if self.loading.extract(from: root) != nil {
                return \.loading
              }
              if self.loaded.extract(from: root) != nil {
                return \.loaded
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Loadable>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Loadable>] = []
              allCasePaths.reserveCapacity(2)
              allCasePaths.append(\.loading)
              allCasePaths.append(\.loaded)
              return allCasePaths.makeIterator()
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

        extension Loadable: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

            struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
              subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
                if self.select.extract(from: root) != nil {
                  return \.select
                }
                return \.never
              }
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
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
                allCasePaths.reserveCapacity(1)
                allCasePaths.append(\.select)
                return allCasePaths.makeIterator()
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

        extension Feature.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

            struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
              subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
                if self.tap.extract(from: root) != nil {
                  return \.tap
                }
                return \.never
              }
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
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
                allCasePaths.reserveCapacity(1)
                allCasePaths.append(\.tap)
                return allCasePaths.makeIterator()
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

        extension Feature.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

            struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
              subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
                if self.tap.extract(from: root) != nil {
                  return \.tap
                }
                return \.never
              }
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
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
                allCasePaths.reserveCapacity(1)
                allCasePaths.append(\.tap)
                return allCasePaths.makeIterator()
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

        extension Feature.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Tree) -> CasePaths.PartialCaseKeyPath<Tree> {
              if self.leaf.extract(from: root) != nil {
                return \.leaf
              }
              if self.node.extract(from: root) != nil {
                return \.node
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Tree>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Tree>] = []
              allCasePaths.reserveCapacity(2)
              allCasePaths.append(\.leaf)
              allCasePaths.append(\.node)
              return allCasePaths.makeIterator()
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

        extension Tree: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: List) -> CasePaths.PartialCaseKeyPath<List> {
              if self.end.extract(from: root) != nil {
                return \.end
              }
              if self.cons.extract(from: root) != nil {
                return \.cons
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<List>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<List>] = []
              allCasePaths.reserveCapacity(2)
              allCasePaths.append(\.end)
              allCasePaths.append(\.cons)
              return allCasePaths.makeIterator()
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

        extension List: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.tap.extract(from: root) != nil {
                return \.tap
              }
              #if DEBUG
              if self.debugMenu.extract(from: root) != nil {
                return \.debugMenu
              }
              #if INNER
              if self.inner.extract(from: root) != nil {
                return \.inner
              }
              #endif
              #elseif os(Linux)
              if self.linux.extract(from: root) != nil {
                return \.linux
              }
              #else
              #endif
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(4)
              allCasePaths.append(\.tap)
              #if DEBUG
              allCasePaths.append(\.debugMenu)
              #if INNER
              allCasePaths.append(\.inner)
              #endif
              #elseif os(Linux)
              allCasePaths.append(\.linux)
              #else
              #endif
              return allCasePaths.makeIterator()
            }
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Nothing) -> CasePaths.PartialCaseKeyPath<Nothing> {
            }
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Nothing>]> {
              let allCasePaths: [CasePaths.PartialCaseKeyPath<Nothing>] = []
              return allCasePaths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Nothing>) -> String? {
            return nil
          }
        }

        extension Nothing: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Keyword) -> CasePaths.PartialCaseKeyPath<Keyword> {
              if self.`default`.extract(from: root) != nil {
                return \.`default`
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Keyword>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Keyword>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.`default`)
              return allCasePaths.makeIterator()
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

        extension Keyword: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Keyword) -> CasePaths.PartialCaseKeyPath<Keyword> {
              if self.`default`.extract(from: root) != nil {
                return \.`default`
              }
              if self.`self`.extract(from: root) != nil {
                return \.`self`
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Keyword>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Keyword>] = []
              allCasePaths.reserveCapacity(2)
              allCasePaths.append(\.`default`)
              allCasePaths.append(\.`self`)
              return allCasePaths.makeIterator()
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

        extension Keyword: CasePaths.CasePathable, CasePaths.CasePathIterable {
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.tap.extract(from: root) != nil {
                return \.tap
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.tap)
              return allCasePaths.makeIterator()
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

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              #if os(Linux)
              if self.platform.extract(from: root) != nil {
                return \.platform
              }
              #else
              if self.platform.extract(from: root) != nil {
                return \.platform
              }
              #endif
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(2)
              #if os(Linux)
              allCasePaths.append(\.platform)
              #else
              allCasePaths.append(\.platform)
              #endif
              return allCasePaths.makeIterator()
            }
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

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func payloadTypesTheConformancesShadowAreReachedThroughAnAlias() {
    assertMacroExpansion(
      """
      struct Feature<Element, Root> {
        @CasePathable enum Action {
          case select(Element)
          case all([Element], Root.ID)
          case step(Iterator<Element>)
        }
      }
      """,
      expandedSource: #"""
        struct Feature<Element, Root> {
          enum Action {
            case select(Element)
            case all([Element], Root.ID)
            case step(Iterator<Element>)

            typealias _$Element = Element

            typealias _$Root = Root

            struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
              subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
                if self.select.extract(from: root) != nil {
                  return \.select
                }
                if self.all.extract(from: root) != nil {
                  return \.all
                }
                if self.step.extract(from: root) != nil {
                  return \.step
                }
                return \.never
              }
              var select: CasePaths.AnyCasePath<Action, _$Element> {
                CasePaths.AnyCasePath<Action, _$Element>._$embed(
                  Action.select,
                  extract: {
                    guard case let .select(v0) = $0 else {
                      return nil
                    }
                    return v0
                  }
                )
              }
              var all: CasePaths.AnyCasePath<Action, ([_$Element], _$Root.ID)> {
                CasePaths.AnyCasePath<Action, ([_$Element], _$Root.ID)>._$embed(
                  {
                    .all($0.0, $0.1)
                  },
                  extract: {
                    guard case let .all(v0, v1) = $0 else {
                      return nil
                    }
                    return (v0, v1)
                  }
                )
              }
              var step: CasePaths.AnyCasePath<Action, Iterator<_$Element>> {
                CasePaths.AnyCasePath<Action, Iterator<_$Element>>._$embed(
                  Action.step,
                  extract: {
                    guard case let .step(v0) = $0 else {
                      return nil
                    }
                    return v0
                  }
                )
              }
              func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
                var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
                allCasePaths.reserveCapacity(3)
                allCasePaths.append(\.select)
                allCasePaths.append(\.all)
                allCasePaths.append(\.step)
                return allCasePaths.makeIterator()
              }
            }

            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }

            static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Action>) -> String? {
              if keyPath == \Action.Cases.select {
                return "select"
              }
              if keyPath == \Action.Cases.all {
                return "all"
              }
              if keyPath == \Action.Cases.step {
                return "step"
              }
              return nil
            }
          }
        }

        extension Feature.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func anEnumNamedLikeAShadowedTypeIsReachedThroughAnAlias() {
    assertMacroExpansion(
      """
      @CasePathable enum Element {
        case text(String)
        case group([Element])
      }
      """,
      expandedSource: #"""
        enum Element {
          case text(String)
          case group([Element])

          typealias _$Element = Element

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: _$Element) -> CasePaths.PartialCaseKeyPath<_$Element> {
              if self.text.extract(from: root) != nil {
                return \.text
              }
              if self.group.extract(from: root) != nil {
                return \.group
              }
              return \.never
            }
            var text: CasePaths.AnyCasePath<_$Element, String> {
              CasePaths.AnyCasePath<_$Element, String>(
                embed: _$Element.text,
                extract: {
                  guard case let .text(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            var group: CasePaths.AnyCasePath<_$Element, [_$Element]> {
              CasePaths.AnyCasePath<_$Element, [_$Element]>(
                embed: _$Element.group,
                extract: {
                  guard case let .group(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<_$Element>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<_$Element>] = []
              allCasePaths.reserveCapacity(2)
              allCasePaths.append(\.text)
              allCasePaths.append(\.group)
              return allCasePaths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          static func caseName(for keyPath: CasePaths.PartialCaseKeyPath<Element>) -> String? {
            if keyPath == \_$Element.Cases.text {
              return "text"
            }
            if keyPath == \_$Element.Cases.group {
              return "group"
            }
            return nil
          }
        }

        extension Element: CasePaths.CasePathable, CasePaths.CasePathIterable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func aHandWrittenCasePathableConformanceGainsOnlyIteration() {
    assertMacroExpansion(
      """
      @CasePathable enum Action: CasePathable {
        case tap
      }
      """,
      expandedSource: #"""
        enum Action: CasePathable {
          case tap

          struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if self.tap.extract(from: root) != nil {
                return \.tap
              }
              return \.never
            }
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
            func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.reserveCapacity(1)
              allCasePaths.append(\.tap)
              return allCasePaths.makeIterator()
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

        extension Action: CasePaths.CasePathIterable {
        }
        """#,
      macroSpecs: [
        "CasePathable": MacroSpec(type: CasePathableMacro.self, conformances: ["CasePathIterable"])
      ]
    )
  }
}
