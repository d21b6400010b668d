import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@Reducer` gives a stateless struct a body cache only when `body` is pure composition: every
/// statement built from the library's compositions, key path and closure literals, and children
/// made with `Child()`. Anything else keeps `body` evaluated per action.
@Suite struct PureCompositionTests {
  let macros = [
    "Reducer": MacroSpec(
      type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer", "_StatelessReducer"])
  ]

  /// The reducer with `body`, expanded: with the cache or without it.
  func assertBody(
    _ body: String, isCached: Bool,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let cache =
      isCached
      ? """


        static let _$bodyCache = ComposableArchitecture._ReducerBodyCache(Self())

        func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
          Self._$bodyCache.reduce(self, into: &state, action: action)
        }
      """ : ""
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
      \(body)
        }
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {}
          @CasePathable
          enum Action {}
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
        \(body)
          }\(cache)
        }

        extension Feature: ComposableArchitecture.Reducer, ComposableArchitecture._StatelessReducer {
        }
        """,
      macroSpecs: macros, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  @Test(arguments: [
    "",
    "EmptyReducer()",
    "Scope(state: \\.child, action: \\.child) { Child() }",
    "Scope(state: \\.child, action: \\.child) { Child(); Analytics() }",
    "Scope(\\.child, action: \\.child, child: { Parent.Child() })",
    "ComposableArchitecture.Scope(state: \\.child?.leaf, action: \\.child) { Child() }",
    "BindingReducer(); Reduce { state, action in .none }",
    "BindingReducer(action: \\.view)",
    "Reduce({ state, action in .none })",
    "CombineReducers { EmptyReducer<State, Action>(); Reduce { _, _ in .none } }",
    "Reduce { _, _ in .none }.ifLet(\\.$destination, action: \\.destination) { Destination() }",
    "Reduce { _, _ in .none }.ifLet(\\.child, action: \\.child) { Child() }._printChanges()",
    "Reduce { _, _ in .none }.forEach(\\.rows, action: \\.rows) { Row() }",
    "Reduce { _, _ in .none }.forEach(\\.path, action: \\.path) { Path.Body() }",
    "Reduce { _, _ in .none }.ifCaseLet(\\.loggedIn, action: \\.loggedIn) { LoggedIn() }",
    "Reduce { _, _ in .none }.onChange(of: \\.count) { old, new in Reduce { _, _ in .none } }",
    "Reduce { _, _ in .none }.onChange(of: { $0.count }) { _, state in .none }",
    "EmptyReducer().ifLet(\\State.child!, action: \\Action.Cases.child) { Child() }",
  ])
  func aPureBodyIsCached(body: String) {
    assertBody(body, isCached: true)
  }

  /// Each of these may build another value on another evaluation, or calls something the grammar
  /// cannot vouch for.
  @Test(arguments: [
    "if Flags.newFlow { NewFlow() } else { OldFlow() }",
    "if Flags.newFlow { NewFlow() }",
    "switch Flags.flow { case .new: NewFlow() case .old: OldFlow() }",
    "let _ = Log.bodies += 1\nEmptyReducer()",
    "for child in Flags.children { child }",
    "#if DEBUG\nEmptyReducer()\n#endif",
    "Flags.newFlow ? Reduce { _, _ in .none } : Reduce { _, _ in .none }",
    "return EmptyReducer()",
    "Scope(state: \\.child, action: \\.child) { Child(step: 2) }",
    "Scope(state: \\.child, action: \\.child) { Child(Flags.step) }",
    "Scope(state: \\.child, action: \\.child) { Child { } }",
    "Scope(state: \\.child, action: \\.child) { child }",
    "Scope(state: \\.child, action: \\.child) { makeChild() }",
    "Scope(state: \\.child, action: \\.child) { Child.make() }",
    "Scope(state: \\.child, action: \\.child) { flags.Child() }",
    "Scope(state: \\.child, action: \\.child) { () in Child() }",
    "Scope(state: self.childPath, action: \\.child) { Child() }",
    "Scope(state: Paths.child, action: \\.child) { Child() }",
    "Scope(state: \\.rows[0], action: \\.child) { Child() }",
    "Scope(state: \\.rows[id: Flags.id], action: \\.child) { Child() }",
    "Scope(state: \\.child, action: \\.child, fileID: #fileID) { Child() }",
    "Reduce { [flag = Flags.read()] state, action in .none }",
    "Reduce { _, _ in .none }.onChange(of: \\.count) { [flag = Flags.read()] _, _ in .none }",
    "Reduce(Core())",
    "Reduce(self.core)",
    "Reduce { _, _ in .none }.dependency(\\.uuid, .incrementing)",
    "Reduce { _, _ in .none }.transformDependency(\\.self) { _ in }",
    "Reduce { _, _ in .none }.ifLet(\\.$destination, action: \\.destination)",
    "Reduce { _, _ in .none }.forEach(\\.path, action: \\.path)",
    "Reduce { _, _ in .none }._printChanges(.actionLabels)",
    "Reduce { _, _ in .none }.signpost()",
    "EmptyReducer().onChange(of: \\.count, Flags.handler)",
    "self.core",
    "Flags.reducer",
    "Core() + Core()",
  ])
  func aBodyThatMayDifferIsNotCached(body: String) {
    assertBody(body, isCached: false)
  }

  /// A member of the reducer named like a type the body makes is found before the type: the body
  /// would call it once instead of per action.
  @Test(arguments: [
    "func Child() -> Other { Other() }",
    "var Child: Other { Other() }",
    "func Scope(state: Int, action: Int, child: () -> Other) -> Other { child() }",
  ])
  func aMemberNamedLikeACalledTypeKeepsTheBodyUncached(member: String) {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
      \(member)
        var body: some ReducerOf<Self> { Scope(state: \\.child, action: \\.child) { Child() } }
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {}
          @CasePathable
          enum Action {}
        \(member)
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { Scope(state: \\.child, action: \\.child) { Child() } }
        }

        extension Feature: ComposableArchitecture.Reducer, ComposableArchitecture._StatelessReducer {
        }
        """,
      macroSpecs: macros
    )
  }

  /// The cache needs the struct's own `State` and `Action`, and a `body` written as a getter.
  @Test func aBodyBesideAReduceMethodOrWithoutItsOwnDomainIsNotCached() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        var body: some Reducer<Int, Never> { EmptyReducer() }
      }
      """,
      expandedSource: """
        struct Feature {
          @ComposableArchitecture.ReducerBuilder<Int, Never>
          var body: some Reducer<Int, Never> { EmptyReducer() }
        }

        extension Feature: ComposableArchitecture.Reducer, ComposableArchitecture._StatelessReducer {
        }
        """,
      macroSpecs: macros
    )
  }

  @Test func aBodyWithAnExplicitGetterIsCached() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          get { EmptyReducer() }
        }
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {}
          @CasePathable
          enum Action {}
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            get { EmptyReducer() }
          }

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
}
