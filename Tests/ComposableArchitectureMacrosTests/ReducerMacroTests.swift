import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct ReducerMacroTests {
  /// The macro as the compiler runs it on a type that conforms to neither protocol yet. The
  /// `_StatelessReducer` marker is left out here, and tested in `StatelessReducerShapeTests`.
  let macros = [
    "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])
  ]

  // MARK: - Struct reducers

  @Test func basics() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Feature {
        struct State {
        }
        enum Action {
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """#,
      expandedSource: #"""
        struct Feature {
          struct State {
          }
          @CasePathable
          enum Action {
          }
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }

          static let _$bodyCache = ComposableArchitecture._ReducerBodyCache(Self())

          func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
            Self._$bodyCache.reduce(self, into: &state, action: action)
          }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumState() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Feature {
        enum State {
        }
        enum Action {
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """#,
      expandedSource: #"""
        struct Feature {
          @CasePathable @dynamicMemberLookup
          enum State {
          }
          @CasePathable
          enum Action {
          }
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }

          static let _$bodyCache = ComposableArchitecture._ReducerBodyCache(Self())

          func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
            Self._$bodyCache.reduce(self, into: &state, action: action)
          }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func alreadyApplied() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Feature: Reducer, Sendable {
        @CasePathable
        @dynamicMemberLookup
        enum State {
        }
        @CasePathable
        enum Action {
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """#,
      expandedSource: #"""
        struct Feature: Reducer, Sendable {
          @CasePathable
          @dynamicMemberLookup
          enum State {
          }
          @CasePathable
          enum Action {
          }
          @ReducerBuilder<State, Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }

          static let _$bodyCache = ComposableArchitecture._ReducerBodyCache(Self())

          func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
            Self._$bodyCache.reduce(self, into: &state, action: action)
          }
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func existingCasePathableConformance() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Feature {
        enum State: CasePathable {
          struct AllCasePaths {}
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action: CasePaths.CasePathable {
          struct AllCasePaths {}
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """#,
      expandedSource: #"""
        struct Feature {
          @dynamicMemberLookup
          enum State: CasePathable {
            struct AllCasePaths {}
            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
          enum Action: CasePaths.CasePathable {
            struct AllCasePaths {}
            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }

          static let _$bodyCache = ComposableArchitecture._ReducerBodyCache(Self())

          func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
            Self._$bodyCache.reduce(self, into: &state, action: action)
          }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func bodyWithStateAndAction() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Panel {
        @ObservableState
        struct State: Equatable {
          var contador = Contador.State()
          var historial: [Int] = []
        }
        enum Action {
          case contador(Contador.Action)
        }
        var body: some Reducer<State, Action> {
          Scope(state: \.contador, action: \.contador) {
            Contador()
          }
          Reduce { state, action in
            state.historial.append(state.contador.cuenta)
            return .none
          }
        }
      }
      """#,
      expandedSource: #"""
        struct Panel {
          @ObservableState
          struct State: Equatable {
            var contador = Contador.State()
            var historial: [Int] = []
          }
          @CasePathable
          enum Action {
            case contador(Contador.Action)
          }
          @ComposableArchitecture.ReducerBuilder<State, Action>
          var body: some Reducer<State, Action> {
            Scope(state: \.contador, action: \.contador) {
              Contador()
            }
            Reduce { state, action in
              state.historial.append(state.contador.cuenta)
              return .none
            }
          }

          static let _$bodyCache = ComposableArchitecture._ReducerBodyCache(Self())

          func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
            Self._$bodyCache.reduce(self, into: &state, action: action)
          }
        }

        extension Panel: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func bodyWithOtherTypes() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Feature {
        var body: some Reducer<Int, Bool> { EmptyReducer() }
      }
      """#,
      expandedSource: #"""
        struct Feature {
          @ComposableArchitecture.ReducerBuilder<Int, Bool>
          var body: some Reducer<Int, Bool> { EmptyReducer() }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func bodyReducerOfOther() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Feature {
        var body: some ComposableArchitecture.ReducerOf<Base> {
          get { EmptyReducer() }
        }
      }
      """#,
      expandedSource: #"""
        struct Feature {
          @ComposableArchitecture.ReducerBuilder<Base.State, Base.Action>
          var body: some ComposableArchitecture.ReducerOf<Base> {
            get { EmptyReducer() }
          }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func noRequirements() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Feature {
      }
      """#,
      expandedSource: #"""
        struct Feature {

          @ObservableState
          struct State: Codable, Equatable, Hashable, Sendable {
            init() {
            }
          }

          enum Action: Equatable, Hashable, Sendable {
          }

          let body = ComposableArchitecture.EmptyReducer<State, Action>()
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func noRequirementsPublic() {
    assertMacroExpansion(
      #"""
      @Reducer
      public struct Feature {
      }
      """#,
      expandedSource: #"""
        public struct Feature {

          @ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }

          public let body = ComposableArchitecture.EmptyReducer<State, Action>()
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func noRequirementsPackage() {
    assertMacroExpansion(
      #"""
      @Reducer
      package struct Feature {
      }
      """#,
      expandedSource: #"""
        package struct Feature {

          @ObservableState
          package struct State: Codable, Equatable, Hashable, Sendable {
            package init() {
            }
          }

          package enum Action: Equatable, Hashable, Sendable {
          }

          package let body = ComposableArchitecture.EmptyReducer<State, Action>()
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func stateOnly() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Feature {
        struct State {}
      }
      """#,
      expandedSource: #"""
        struct Feature {
          struct State {}

          enum Action: Equatable, Hashable, Sendable {
          }

          let body = ComposableArchitecture.EmptyReducer<State, Action>()
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func typealiases() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Feature {
        typealias State = Int
        typealias Action = Bool
      }
      """#,
      expandedSource: #"""
        struct Feature {
          typealias State = Int
          typealias Action = Bool

          let body = ComposableArchitecture.EmptyReducer<State, Action>()
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func letBody() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Empty {
        let body = EmptyReducer<State, Action>()
      }
      """#,
      expandedSource: #"""
        struct Empty {
          let body = EmptyReducer<State, Action>()
        }

        extension Empty: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func reduceMethod() {
    assertMacroExpansion(
      #"""
      @Reducer
      struct Feature {
        func reduce(into state: inout Base.State, action: Base.Action) -> EffectOf<Base> {
          .none
        }
      }
      """#,
      expandedSource: #"""
        struct Feature {
          func reduce(into state: inout Base.State, action: Base.Action) -> EffectOf<Base> {
            .none
          }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func availability() {
    assertMacroExpansion(
      #"""
      @available(iOS, unavailable)
      @Reducer
      struct Feature {}
      """#,
      expandedSource: #"""
        @available(iOS, unavailable)
        struct Feature {

          @ObservableState
          struct State: Codable, Equatable, Hashable, Sendable {
            init() {
            }
          }

          enum Action: Equatable, Hashable, Sendable {
          }

          let body = ComposableArchitecture.EmptyReducer<State, Action>()
        }

        @available(iOS, unavailable) extension Feature: ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  // MARK: - Enum reducers

  @Test func enumDestino() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Destino {
        case detalle(Detalle)
        case ajustes(Ajustes)
      }
      """#,
      expandedSource: #"""
        enum Destino {
          case detalle(Detalle)
          case ajustes(Ajustes)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Destino
            case detalle(Detalle.State)
            case ajustes(Ajustes.State)
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case detalle(Detalle.Action)
            case ajustes(Ajustes.Action)
          }

          typealias Body = ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<ComposableArchitecture.Scope<Self.State, Self.Action, Detalle>, ComposableArchitecture.Scope<Self.State, Self.Action, Ajustes>>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detalle, action: \Self.Action.Cases.detalle) {
              Detalle()
            }
            ComposableArchitecture.Scope(state: \Self.State.Cases.ajustes, action: \Self.Action.Cases.ajustes) {
              Ajustes()
            }
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case detalle(ComposableArchitecture.StoreOf<Detalle>)
            case ajustes(ComposableArchitecture.StoreOf<Ajustes>)
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .detalle:
              return .detalle(store.scope(\.detalle, action: \.detalle)!)
            case .ajustes:
              return .ajustes(store.scope(\.ajustes, action: \.ajustes)!)
            }
          }
        }

        extension Destino: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumEmpty() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Destination {
      }
      """#,
      expandedSource: #"""
        enum Destination {

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Destination

          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {

          }

          typealias Body = ComposableArchitecture.EmptyReducer<Self.State, Self.Action>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {

          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {

            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumOneCase() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Destination {
        case feature(Nested.Feature)
      }
      """#,
      expandedSource: #"""
        enum Destination {
          case feature(Nested.Feature)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Destination
            case feature(Nested.Feature.State)
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case feature(Nested.Feature.Action)
          }

          typealias Body = ComposableArchitecture.Scope<Self.State, Self.Action, Nested.Feature>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.Scope(state: \Self.State.Cases.feature, action: \Self.Action.Cases.feature) {
              Nested.Feature()
            }
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case feature(ComposableArchitecture.StoreOf<Nested.Feature>)
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .feature:
              return .feature(store.scope(\.feature, action: \.feature)!)
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumThreeCasesDefaultValue() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Destination {
        case timeline(Timeline)
        case meeting(Meeting = Meeting(context: .sheet))
        case tweet(Tweet)
      }
      """#,
      expandedSource: #"""
        enum Destination {
          case timeline(Timeline)
          case meeting(Meeting = Meeting(context: .sheet))
          case tweet(Tweet)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Destination
            case timeline(Timeline.State)
            case meeting(Meeting.State)
            case tweet(Tweet.State)
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case timeline(Timeline.Action)
            case meeting(Meeting.Action)
            case tweet(Tweet.Action)
          }

          typealias Body = ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<ComposableArchitecture.Scope<Self.State, Self.Action, Timeline>, ComposableArchitecture.Scope<Self.State, Self.Action, Meeting>>, ComposableArchitecture.Scope<Self.State, Self.Action, Tweet>>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.Scope(state: \Self.State.Cases.timeline, action: \Self.Action.Cases.timeline) {
              Timeline()
            }
            ComposableArchitecture.Scope(state: \Self.State.Cases.meeting, action: \Self.Action.Cases.meeting) {
              Meeting(context: .sheet)
            }
            ComposableArchitecture.Scope(state: \Self.State.Cases.tweet, action: \Self.Action.Cases.tweet) {
              Tweet()
            }
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case timeline(ComposableArchitecture.StoreOf<Timeline>)
            case meeting(ComposableArchitecture.StoreOf<Meeting>)
            case tweet(ComposableArchitecture.StoreOf<Tweet>)
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .timeline:
              return .timeline(store.scope(\.timeline, action: \.timeline)!)
            case .meeting:
              return .meeting(store.scope(\.meeting, action: \.meeting)!)
            case .tweet:
              return .tweet(store.scope(\.tweet, action: \.tweet)!)
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumEphemeralAndIgnored() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Destination {
        case detail(Detail)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        @ReducerCaseEphemeral
        case toast(Toast)
        @ReducerCaseIgnored
        case meeting(Meeting)
        case loading
        @ReducerCaseIgnored
        case message(String, count: Int)

        enum Alert {
          case ok
        }
      }
      """#,
      expandedSource: #"""
        enum Destination {
          case detail(Detail)
          @ReducerCaseEphemeral
          case alert(AlertState<Alert>)
          @ReducerCaseEphemeral
          case dialog(ConfirmationDialogState<Dialog>)
          @ReducerCaseEphemeral
          case toast(Toast)
          @ReducerCaseIgnored
          case meeting(Meeting)
          @ReducerCaseIgnored
          case loading
          @ReducerCaseIgnored
          case message(String, count: Int)

          enum Alert {
            case ok
          }

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Destination
            case detail(Detail.State)
            case alert(AlertState<Alert>)
            case dialog(ConfirmationDialogState<Dialog>)
            case toast(Toast)
            case meeting(Meeting)
            case loading
            case message(String, count: Int)
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case detail(Detail.Action)
            case alert(Alert)
            case dialog(Dialog)
            case toast(Toast.Action)
            case meeting(Swift.Never)
            case loading(Swift.Never)
            case message(Swift.Never)
          }

          typealias Body = ComposableArchitecture.Scope<Self.State, Self.Action, Detail>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case detail(ComposableArchitecture.StoreOf<Detail>)
            case alert(AlertState<Alert>)
            case dialog(ConfirmationDialogState<Dialog>)
            case toast(Toast)
            case meeting(Meeting)
            case loading
            case message(String, count: Int)
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .detail:
              return .detail(store.scope(\.detail, action: \.detail)!)
            case let .alert(v0):
              return .alert(v0)
            case let .dialog(v0):
              return .dialog(v0)
            case let .toast(v0):
              return .toast(v0)
            case let .meeting(v0):
              return .meeting(v0)
            case .loading:
              return .loading
            case let .message(v0, v1):
              return .message(v0, count: v1)
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumIfConfig() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Feature {
        case child(ChildFeature)

        #if os(macOS)
          case mac(MacFeature)
          case macAlert(AlertState<MacAlert>)
        #elseif os(iOS)
          case phone(PhoneFeature)
        #else
          case other
        #endif
      }
      """#,
      expandedSource: #"""
        enum Feature {
          case child(ChildFeature)

          #if os(macOS)
            case mac(MacFeature)
            case macAlert(AlertState<MacAlert>)
          #elseif os(iOS)
            case phone(PhoneFeature)
          #else
            case other
          #endif

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Feature
            case child(ChildFeature.State)
            #if os(macOS)
            case mac(MacFeature.State)
            case macAlert(AlertState<MacAlert>)
            #elseif os(iOS)
            case phone(PhoneFeature.State)
            #else
            case other
            #endif
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case child(ChildFeature.Action)
            #if os(macOS)
            case mac(MacFeature.Action)
            case macAlert(MacAlert)
            #elseif os(iOS)
            case phone(PhoneFeature.Action)
            #else
            case other(Swift.Never)
            #endif
          }

          typealias Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.Reduce(
              ComposableArchitecture.CombineReducers {
                ComposableArchitecture.Scope(state: \Self.State.Cases.child, action: \Self.Action.Cases.child) {
                  ChildFeature()
                }
                #if os(macOS)
                ComposableArchitecture.Scope(state: \Self.State.Cases.mac, action: \Self.Action.Cases.mac) {
                  MacFeature()
                }
                #elseif os(iOS)
                ComposableArchitecture.Scope(state: \Self.State.Cases.phone, action: \Self.Action.Cases.phone) {
                  PhoneFeature()
                }
                #else
                #endif
              }
            )
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case child(ComposableArchitecture.StoreOf<ChildFeature>)
            #if os(macOS)
            case mac(ComposableArchitecture.StoreOf<MacFeature>)
            case macAlert(AlertState<MacAlert>)
            #elseif os(iOS)
            case phone(ComposableArchitecture.StoreOf<PhoneFeature>)
            #else
            case other
            #endif
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .child:
              return .child(store.scope(\.child, action: \.child)!)
            #if os(macOS)
            case .mac:
              return .mac(store.scope(\.mac, action: \.mac)!)
            case let .macAlert(v0):
              return .macAlert(v0)
            #elseif os(iOS)
            case .phone:
              return .phone(store.scope(\.phone, action: \.phone)!)
            #else
            case .other:
              return .other
            #endif
            }
          }
        }

        extension Feature: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumIfConfigWithoutFeatures() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Feature {
        case child(ChildFeature)

        #if DEBUG
          case debugAlert(AlertState<Never>)
        #endif
      }
      """#,
      expandedSource: #"""
        enum Feature {
          case child(ChildFeature)

          #if DEBUG
            case debugAlert(AlertState<Never>)
          #endif

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Feature
            case child(ChildFeature.State)
            #if DEBUG
            case debugAlert(AlertState<Never>)
            #endif
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case child(ChildFeature.Action)
            #if DEBUG
            case debugAlert(Never)
            #endif
          }

          typealias Body = ComposableArchitecture.Scope<Self.State, Self.Action, ChildFeature>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.Scope(state: \Self.State.Cases.child, action: \Self.Action.Cases.child) {
              ChildFeature()
            }
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case child(ComposableArchitecture.StoreOf<ChildFeature>)
            #if DEBUG
            case debugAlert(AlertState<Never>)
            #endif
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .child:
              return .child(store.scope(\.child, action: \.child)!)
            #if DEBUG
            case let .debugAlert(v0):
              return .debugAlert(v0)
            #endif
            }
          }
        }

        extension Feature: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumConformanceArguments() {
    assertMacroExpansion(
      #"""
      @Reducer(state: .equatable, .sendable, action: .equatable)
      enum Destination {
        case drillDown(Counter)
        case popover(Counter)
      }
      """#,
      expandedSource: #"""
        enum Destination {
          case drillDown(Counter)
          case popover(Counter)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, Equatable, Sendable {
            typealias StateReducer = Destination
            case drillDown(Counter.State)
            case popover(Counter.State)
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Equatable {
            case drillDown(Counter.Action)
            case popover(Counter.Action)
          }

          typealias Body = ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<ComposableArchitecture.Scope<Self.State, Self.Action, Counter>, ComposableArchitecture.Scope<Self.State, Self.Action, Counter>>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.Scope(state: \Self.State.Cases.drillDown, action: \Self.Action.Cases.drillDown) {
              Counter()
            }
            ComposableArchitecture.Scope(state: \Self.State.Cases.popover, action: \Self.Action.Cases.popover) {
              Counter()
            }
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case drillDown(ComposableArchitecture.StoreOf<Counter>)
            case popover(ComposableArchitecture.StoreOf<Counter>)
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .drillDown:
              return .drillDown(store.scope(\.drillDown, action: \.drillDown)!)
            case .popover:
              return .popover(store.scope(\.popover, action: \.popover)!)
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumPublic() {
    assertMacroExpansion(
      #"""
      @Reducer
      public enum Destination {
        case detail(Detail)
      }
      """#,
      expandedSource: #"""
        public enum Destination {
          case detail(Detail)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          public enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            public typealias StateReducer = Destination
            case detail(Detail.State)
          }

          @CasePathable
          public enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case detail(Detail.Action)
          }

          public typealias Body = ComposableArchitecture.Scope<Self.State, Self.Action, Detail>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          public static var body: Body {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
          }

          @CasePathable
          @dynamicMemberLookup
          public enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case detail(ComposableArchitecture.StoreOf<Detail>)
          }

          @preconcurrency @MainActor
          public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .detail:
              return .detail(store.scope(\.detail, action: \.detail)!)
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumExistingMembers() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Destination: CaseReducer, Reducer {
        case detail(Detail)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: CaseReducerState {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }
      }
      """#,
      expandedSource: #"""
        enum Destination: CaseReducer, Reducer {
          case detail(Detail)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: CaseReducerState {
            typealias StateReducer = Destination
            case detail(Detail.State)
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            case detail(Detail.Action)
          }

          typealias Body = ComposableArchitecture.Scope<Self.State, Self.Action, Detail>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            case detail(ComposableArchitecture.StoreOf<Detail>)
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .detail:
              return .detail(store.scope(\.detail, action: \.detail)!)
            }
          }
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func enumNestedIfConfig() {
    assertMacroExpansion(
      #"""
      @Reducer
      enum Feature {
        #if DEBUG
          #if INNER
            case inner(InnerFeature)
          #endif
        #endif
      }
      """#,
      expandedSource: #"""
        enum Feature {
          #if DEBUG
            #if INNER
              case inner(InnerFeature)
            #endif
          #endif

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            typealias StateReducer = Feature
            #if DEBUG
            #if INNER
            case inner(InnerFeature.State)
            #endif
            #endif
          }

          @CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
            #if DEBUG
            #if INNER
            case inner(InnerFeature.Action)
            #endif
            #endif
          }

          typealias Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            ComposableArchitecture.Reduce(
              ComposableArchitecture.CombineReducers {
                ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
                #if DEBUG
                #if INNER
                ComposableArchitecture.Scope(state: \Self.State.Cases.inner, action: \Self.Action.Cases.inner) {
                  InnerFeature()
                }
                #endif
                #endif
              }
            )
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
            #if DEBUG
            #if INNER
            case inner(ComposableArchitecture.StoreOf<InnerFeature>)
            #endif
            #endif
          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            #if DEBUG
            #if INNER
            case .inner:
              return .inner(store.scope(\.inner, action: \.inner)!)
            #endif
            #endif
            }
          }
        }

        extension Feature: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#,
      macroSpecs: macros
    )
  }

  // MARK: - Diagnostics

  @Test func classIsAnError() {
    assertMacroExpansion(
      """
      @Reducer
      class Feature {
      }
      """,
      expandedSource: """
        class Feature {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@Reducer' can only be applied to a struct or an enum, not to the class 'Feature'",
          line: 2,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@Reducer'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: """
        class Feature {
        }
        """
    )
  }

  @Test func actorIsAnError() {
    assertMacroExpansion(
      """
      @MainActor @Reducer actor Feature {}
      """,
      expandedSource: """
        @MainActor actor Feature {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@Reducer' can only be applied to a struct or an enum, not to the actor 'Feature'",
          line: 1,
          column: 21,
          fixIts: [FixItSpec(message: "Remove '@Reducer'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: """
        @MainActor actor Feature {}
        """
    )
  }

  @Test func protocolIsAnError() {
    assertMacroExpansion(
      """
      @Reducer
      @preconcurrency
      protocol Feature {}
      """,
      expandedSource: """
        @preconcurrency
        protocol Feature {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@Reducer' can only be applied to a struct or an enum, not to the protocol 'Feature'",
          line: 3,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@Reducer'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: """
        @preconcurrency
        protocol Feature {}
        """
    )
  }

  @Test func extensionIsAnError() {
    assertMacroExpansion(
      """
      @Reducer
      extension Feature {}
      """,
      expandedSource: """
        extension Feature {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@Reducer' can only be applied to a struct or an enum, not to the extension 'Feature'",
          line: 2,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@Reducer'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: """
        extension Feature {}
        """
    )
  }

  @Test func argumentsOnAStructAreAnError() {
    assertMacroExpansion(
      """
      @Reducer(state: .equatable, action: .sendable)
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      expandedSource: """
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

        extension Feature: ComposableArchitecture.Reducer {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "Argument passed to call that takes no arguments when applied to a struct",
          line: 1,
          column: 10,
          fixIts: [FixItSpec(message: "Remove '(state: .equatable, action: .sendable)'")]
        )
      ],
      macroSpecs: macros,
      fixedSource: """
        @Reducer
        struct Feature {
          struct State {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """
    )
  }

  @Test func reduceMethodBesideBodyIsAnError() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
          .none
        }
        var body: some ReducerOf<Self> {
          Reduce(reduce)
        }
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {}
          @CasePathable
          enum Action {}
          func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
            .none
          }
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            Reduce(reduce)
          }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            A 'reduce' method should not be defined in a reducer with a 'body'; it takes \
            precedence and 'body' will never be invoked
            """,
          line: 5,
          column: 8
        )
      ],
      macroSpecs: macros
    )
  }
}
