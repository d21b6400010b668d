import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// What `@Reducer` makes of each kind of enum case: a child feature, or plain state.
@Suite struct ReducerCasesTests {
  /// The macro as the compiler runs it on a type that conforms to neither protocol yet.
  let macros = [
    "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])
  ]

  @Test func aCaseOfSeveralValuesIsPlainState() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Path {
        case detail(Detail)
        case minutes(Minutes, topic: Topic)
        case countdown(Countdown)
      }
      """#,
      expandedSource: #"""
        enum Path {
          case detail(Detail)
          @ReducerCaseIgnored
          case minutes(Minutes, topic: Topic)
          case countdown(Countdown)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Path
            case detail(Detail.State)
            case minutes(Minutes, topic: Topic)
            case countdown(Countdown.State)
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case detail(Detail.Action)
            case minutes(Swift.Never)
            case countdown(Countdown.Action)
          }

          typealias Body = ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<ComposableArchitecture.Scope<Self.State, Self.Action, Detail>, ComposableArchitecture.Scope<Self.State, Self.Action, Countdown>>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
            ComposableArchitecture.Scope(state: \Self.State.Cases.countdown, action: \Self.Action.Cases.countdown) {
              Countdown()
            }
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case detail(ComposableArchitecture.StoreOf<Detail>)
            case minutes(Minutes, topic: Topic)
            case countdown(ComposableArchitecture.StoreOf<Countdown>)
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .detail:
              return .detail(store.scope(\.detail, action: \.detail)!)
            case let .minutes(v0, v1):
              return .minutes(v0, topic: v1)
            case .countdown:
              return .countdown(store.scope(\.countdown, action: \.countdown)!)
            }
          }
        }

        extension Path: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func aValueOfAnUnnamedTypeIsPlainState() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Destination {
        case list([Int])
        case maybe(Int?)
        case point((x: Int, y: Int))
      }
      """#,
      expandedSource: #"""
        enum Destination {
          case list([Int])
          case maybe(Int?)
          case point((x: Int, y: Int))

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Destination
            case list([Int])
            case maybe(Int?)
            case point((x: Int, y: Int))
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case list(Swift.Never)
            case maybe(Swift.Never)
            case point(Swift.Never)
          }

          typealias Body = ComposableArchitecture.EmptyReducer<Self.State, Self.Action>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case list([Int])
            case maybe(Int?)
            case point((x: Int, y: Int))
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .list(v0):
              return .list(v0)
            case let .maybe(v0):
              return .maybe(v0)
            case let .point(v0):
              return .point(v0)
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func casesDeclaredTogetherAreCopiedOneByOne() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Destination {
        case loading, failed(String, code: Int)
      }
      """#,
      expandedSource: #"""
        enum Destination {
          case loading, failed(String, code: Int)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Destination
            case loading
            case failed(String, code: Int)
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case loading(Swift.Never)
            case failed(Swift.Never)
          }

          typealias Body = ComposableArchitecture.EmptyReducer<Self.State, Self.Action>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case loading
            case failed(String, code: Int)
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .loading:
              return .loading
            case let .failed(v0, v1):
              return .failed(v0, code: v1)
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func anIgnoredCaseWithAHandWrittenActionScopesAStore() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Overlay {
        case countdown(Countdown)
        @ReducerCaseIgnored
        case prompt(Prompt)

        enum Action {
          case countdown(Countdown.Action)
          case prompt(Prompt.Action)
        }
      }
      """#,
      expandedSource: #"""
        enum Overlay {
          case countdown(Countdown)
          @ReducerCaseIgnored
          case prompt(Prompt)
          @CasePathable

          enum Action {
            case countdown(Countdown.Action)
            case prompt(Prompt.Action)
          }

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Overlay
            case countdown(Countdown.State)
            case prompt(Prompt)
          }

          typealias Body = ComposableArchitecture.Scope<Self.State, Self.Action, Countdown>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.Scope(state: \Self.State.Cases.countdown, action: \Self.Action.Cases.countdown) {
              Countdown()
            }
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case countdown(ComposableArchitecture.StoreOf<Countdown>)
            case prompt(ComposableArchitecture.Store<Prompt, Prompt.Action>)
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .countdown:
              return .countdown(store.scope(\.countdown, action: \.countdown)!)
            case .prompt:
              return .prompt(store.scope(\.prompt, action: \.prompt)!)
            }
          }
        }

        extension Overlay: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func aHandWrittenStaticBodyIsKept() {
    assertMacroExpansion(
      #"""
      @Reducer
      public enum Session {
        case signIn(SignIn)
        case lobby(Lobby)

        public static var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
            .ifCaseLet(\.signIn, action: \.signIn) { SignIn() }
            .ifCaseLet(\.lobby, action: \.lobby) { Lobby() }
        }
      }
      """#,
      expandedSource: #"""
        public enum Session {
          case signIn(SignIn)
          case lobby(Lobby)
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>

          public static var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
              .ifCaseLet(\.signIn, action: \.signIn) { SignIn() }
              .ifCaseLet(\.lobby, action: \.lobby) { Lobby() }
          }

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          public enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            public typealias StateReducer = Session
            case signIn(SignIn.State)
            case lobby(Lobby.State)
          }

          @CasePathable
          public enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case signIn(SignIn.Action)
            case lobby(Lobby.Action)
          }

          @CasePathable
          @dynamicMemberLookup
          public enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case signIn(ComposableArchitecture.StoreOf<SignIn>)
            case lobby(ComposableArchitecture.StoreOf<Lobby>)
          }

          @preconcurrency @MainActor
          public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .signIn:
              return .signIn(store.scope(\.signIn, action: \.signIn)!)
            case .lobby:
              return .lobby(store.scope(\.lobby, action: \.lobby)!)
            }
          }
        }

        extension Session: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }
}
