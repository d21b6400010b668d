import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct IfLetReducerTests {
  struct Child: Reducer {
    struct State: Equatable { var count = 0 }
    @CasePathable
    enum Action: Equatable { case increment, start, tick }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .start:
        return .run { send in
          let (stream, _) = AsyncStream<Never>.makeStream()
          for await _ in stream {}
          await send(.tick)
        }
      case .tick:
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child: Child.State?
      var seen: [Int?] = []
    }
    @CasePathable
    enum Action: Equatable {
      case child(Child.Action)
      case dismiss, replace
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child:
          state.seen.append(state.child?.count)
          return .none
        case .dismiss:
          state.child = nil
          return .none
        case .replace:
          state.child = Child.State(count: 100)
          return .none
        }
      }
      .ifLet(\.child, action: \.child) {
        Child()
      }
    }
  }

  struct AlertHost: Reducer {
    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
      var deleted = false
    }
    @CasePathable
    enum Action: Equatable {
      case alert(Alert)
      @CasePathable
      enum Alert: Equatable { case confirmDelete, cancel }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .alert(.confirmDelete) = action { state.deleted = true }
        return .none
      }
      .ifLet(\.alert, action: \.alert)
    }
  }

  @Test func anOptionalAlertGoesAwayAfterAnyOfItsActions() {
    var state = AlertHost.State(alert: AlertState { TextState("Delete?") })
    _ = AlertHost().reduce(into: &state, action: .alert(.confirmDelete))
    #expect(state.alert == nil)
    #expect(state.deleted, "the parent still sees the alert's action")
  }

  /// The same, with a child reducer given for the alert, as TCA's spelling
  /// `ifLet(\.alert, action: \.alert) { EmptyReducer() }` does; the parent sees the alert while
  /// it handles the action.
  struct AlertHostWithChildReducer: Reducer {
    typealias State = AlertHost.State
    typealias Action = AlertHost.Action
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .alert(.confirmDelete) = action { state.deleted = state.alert != nil }
        return .none
      }
      .ifLet(\.alert, action: \.alert) { EmptyReducer() }
    }
  }

  @Test func anOptionalAlertWithAChildReducerGoesAwayAfterAnyOfItsActions() {
    var state = AlertHost.State(alert: AlertState { TextState("Delete?") })
    _ = AlertHostWithChildReducer().reduce(into: &state, action: .alert(.confirmDelete))
    #expect(state.alert == nil)
    #expect(state.deleted, "the parent still sees the alert while it handles its action")
  }

  /// An alert the parent shows again in answer to the alert's own action stays: it is another
  /// alert (another id).
  struct AlertAgainHost: Reducer {
    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
    }
    @CasePathable
    enum Action: Equatable {
      case alert(Alert)
      @CasePathable
      enum Alert: Equatable { case again, ok }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .alert(.again) = action { state.alert = AlertState { TextState("Again?") } }
        return .none
      }
      .ifLet(\.alert, action: \.alert)
    }
  }

  @Test func anAlertShownAgainByItsOwnActionStays() {
    var state = AlertAgainHost.State(alert: AlertState { TextState("Hello") })
    _ = AlertAgainHost().reduce(into: &state, action: .alert(.again))
    #expect(state.alert != nil)
    _ = AlertAgainHost().reduce(into: &state, action: .alert(.ok))
    #expect(state.alert == nil)
  }

  @Test func theChildRunsBeforeTheParent() {
    var state = Parent.State(child: Child.State())
    _ = Parent().reduce(into: &state, action: .child(.increment))
    #expect(state.child?.count == 1)
    #expect(state.seen == [1])
  }

  @Test func childEffectsAreCancelledWhenTheStateGoesAway() async {
    var state = Parent.State(child: Child.State())
    let recorder = EffectRecorder<Parent.Action>()
    let tasks = recorder.start(Parent().reduce(into: &state, action: .child(.start)))
    #expect(recorder.runtime.inFlightCount == 1)
    _ = recorder.start(Parent().reduce(into: &state, action: .dismiss))
    for task in tasks { await task.value }
    #expect(recorder.runtime.inFlightCount == 0)
    #expect(recorder.actions.isEmpty, "a cancelled child effect sends nothing")
  }

  @Reducer
  struct Listener {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case start, tick }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        guard action == .start else { return .none }
        return .run { send in
          let (stream, _) = AsyncStream<Never>.makeStream()
          for await _ in stream {}
          await send(.tick)
        }
      }
    }
  }

  @Reducer
  struct Holder {
    @ObservableState
    struct State: Equatable { var listener: Listener.State? }
    enum Action: Equatable {
      case listener(Listener.Action)
      case replace
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .replace { state.listener = Listener.State() }
        return .none
      }
      .ifLet(\.listener, action: \.listener) { Listener() }
    }
  }

  @Test func anObservableChildReplacedByANewOneHasItsEffectsCancelled() async {
    var state = Holder.State(listener: Listener.State())
    let recorder = EffectRecorder<Holder.Action>()
    let tasks = recorder.start(Holder().reduce(into: &state, action: .listener(.start)))
    #expect(recorder.runtime.inFlightCount == 1)
    _ = recorder.start(Holder().reduce(into: &state, action: .replace))
    let cancelled = tasks.allSatisfy { $0.isCancelled }
    #expect(cancelled, "the new child is another presentation")
    #expect(state.listener != nil)
    for task in tasks { task.cancel() }
  }

  @Test func childEffectsSurviveUnrelatedParentActions() async {
    var state = Parent.State(child: Child.State())
    let recorder = EffectRecorder<Parent.Action>()
    let tasks = recorder.start(Parent().reduce(into: &state, action: .child(.start)))
    _ = recorder.start(Parent().reduce(into: &state, action: .child(.increment)))
    await Task.yield()
    #expect(recorder.runtime.inFlightCount == 1)
    for task in tasks { task.cancel() }
  }

  @Test func anActionForANilChildIsReportedAndIgnored() {
    var state = Parent.State()
    withKnownIssue {
      _ = Parent().reduce(into: &state, action: .child(.increment))
    } matching: { issue in
      let text = issue.reportedText
      // The warning names the `.ifLet` call site, and is reported there.
      let line = issue.sourceLocation?.line ?? 0
      return text.hasPrefix(
        """
        An "ifLet" at "ComposableArchitectureTests/IfLetReducerTests.swift:\(line)" received a \
        child action when child state was "nil".

        """
      )
        && text.contains("Action.child(")
    }
    #expect(state.child == nil)
    #expect(state.seen == [nil], "the parent still runs")
  }
}
