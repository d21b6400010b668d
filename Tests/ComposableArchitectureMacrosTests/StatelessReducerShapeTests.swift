import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@Reducer` marks a struct `_StatelessReducer` when its declaration shows that all its instances
/// are alike and `Child()` runs nothing; anything that may add state or an initializer keeps the
/// mark (and the body cache) away.
@Suite struct StatelessReducerShapeTests {
  /// The macro as the compiler runs it on a struct that conforms to none of its protocols yet.
  let macros = [
    "Reducer": MacroSpec(
      type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer", "_StatelessReducer"])
  ]

  @Test func aStructWithoutStateIsMarked() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        static let shared = 1
        var title: String { "Feature" }
        func helper() {}
        var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {}
          @CasePathable
          enum Action {}
          static let shared = 1
          var title: String { "Feature" }
          func helper() {}
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { Reduce { _, _ in .none } }

          static let _$bodyCache = ComposableArchitecture._ReducerBodyCache(Self())

          func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
            Self._$bodyCache.reduce(self, into: &state, action: action)
          }
        }

        extension Feature: ComposableArchitecture.Reducer, ComposableArchitecture._StatelessReducer {
        }
        """,
      macroSpecs: macros
    )
  }

  /// The usual public reducer: its empty `init()` runs nothing, and an `init()` in an extension
  /// of the same module would be a redeclaration of it.
  @Test func anEmptyInitKeepsTheMark() {
    assertMacroExpansion(
      """
      @Reducer
      public struct Feature {
        public init() {}
        public struct State {}
        public enum Action {}
        public var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      expandedSource: """
        public struct Feature {
          public init() {}
          public struct State {}
          @CasePathable
          public enum Action {}
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          public var body: some ReducerOf<Self> { EmptyReducer() }

          static let _$bodyCache = ComposableArchitecture._ReducerBodyCache(Self())

          public func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
            Self._$bodyCache.reduce(self, into: &state, action: action)
          }
        }

        extension Feature: ComposableArchitecture.Reducer, ComposableArchitecture._StatelessReducer {
        }
        """,
      macroSpecs: macros
    )
  }

  @Test func aStructThatAlreadyConformsToReducerIsMarkedToo() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature: Reducer {
        typealias State = Int
        typealias Action = Never
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      expandedSource: """
        struct Feature: Reducer {
          typealias State = Int
          typealias Action = Never
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { EmptyReducer() }

          static let _$bodyCache = ComposableArchitecture._ReducerBodyCache(Self())

          func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
            Self._$bodyCache.reduce(self, into: &state, action: action)
          }
        }

        extension Feature: ComposableArchitecture._StatelessReducer {
        }
        """,
      macroSpecs: [
        "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["_StatelessReducer"])
      ]
    )
  }

  /// Each of these gives instances state, an initializer that may run something, or members the
  /// declaration does not show: no mark, and no body cache.
  @Test(arguments: [
    "let step: Int",
    "var count = 0",
    "var count = 0 { didSet {} }",
    "lazy var cache = [Int]()",
    "@Dependency(\\.uuid) var uuid",
    "init() { Self.made += 1 }",
    "init(step: Int) {}",
    "init?() {}",
    "@inlinable init() {}",
    "#if DEBUG\nlet verbose = true\n#endif",
    "#storage(verbose)",
    "@AddsStorage func helper() {}",
    "@MainActor func helper() {}",
  ])
  func aStructThatMayHoldStateIsNotMarked(member: String) {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
      \(member)
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {}
          @CasePathable
          enum Action {}
        \(member)
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """,
      macroSpecs: macros
    )
  }

  @Test(arguments: ["@AddsStorage", "@MainActor"])
  func aStructWithAnUnknownAttributeIsNotMarked(attribute: String) {
    assertMacroExpansion(
      """
      \(attribute)
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      expandedSource: """
        \(attribute)
        struct Feature {
          struct State {}
          @CasePathable
          enum Action {}
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """,
      macroSpecs: macros
    )
  }

  @Test func aGenericStructIsNotMarked() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature<Value> {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      expandedSource: """
        struct Feature<Value> {
          struct State {}
          @CasePathable
          enum Action {}
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """,
      macroSpecs: macros
    )
  }

  /// Inside a generic type or an extension (whose type may be generic) the struct shares its
  /// parent's parameters; inside a function it is local. None is marked.
  @Test(arguments: [
    ("struct Outer<Value> {", "Outer.Feature"),
    ("extension Outer {", "Outer.Feature"),
    // The expansion helper names a local type after its function, as the compiler does not.
    ("func make() {", "make.Feature"),
  ])
  func aStructInsideAGenericTypeAnExtensionOrAFunctionIsNotMarked(
    parent: String, qualifiedName: String
  ) {
    assertMacroExpansion(
      """
      \(parent)
        @Reducer
        struct Feature {
          struct State {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
      }
      """,
      expandedSource: """
        \(parent)
          struct Feature {
            struct State {}
            @CasePathable
            enum Action {}
            @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
            var body: some ReducerOf<Self> { EmptyReducer() }
          }
        }

        extension \(qualifiedName): ComposableArchitecture.Reducer {
        }
        """,
      macroSpecs: macros
    )
  }

  @Test func aStructInsidePlainTypesIsMarked() {
    assertMacroExpansion(
      """
      enum Features {
        struct Group {
          @Reducer
          struct Feature {
            struct State {}
            enum Action {}
            var body: some ReducerOf<Self> { EmptyReducer() }
          }
        }
      }
      """,
      expandedSource: """
        enum Features {
          struct Group {
            struct Feature {
              struct State {}
              @CasePathable
              enum Action {}
              @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
              var body: some ReducerOf<Self> { EmptyReducer() }

              static let _$bodyCache = ComposableArchitecture._ReducerBodyCache(Self())

              func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
                Self._$bodyCache.reduce(self, into: &state, action: action)
              }
            }
          }
        }

        extension Features.Group.Feature: ComposableArchitecture.Reducer, ComposableArchitecture._StatelessReducer {
        }
        """,
      macroSpecs: macros
    )
  }
}
