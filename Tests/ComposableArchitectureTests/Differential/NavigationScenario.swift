import DifferentialTesting

@testable import ComposableArchitecture

/// A stack and a presented destination whose screens run timers until cancelled, dismiss
/// themselves, and are popped, replaced and dismissed by their parent.
enum NavigationScenario {
  @Reducer
  struct Screen {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var ticks = 0
    }
    enum Action: Equatable {
      case increment
      case startTimer
      case tick
      case stopTimer
      case close
    }
    enum CancelID { case timer }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
          return .none
        case .startTimer:
          return .run { _ in try await Task.sleep(for: .seconds(3_600)) }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .tick:
          state.ticks += 1
          return .none
        case .stopTimer:
          return .cancel(id: CancelID.timer)
        case .close:
          return .run { _ in await dismiss() }
        }
      }
    }
  }

  @Reducer
  enum Destination {
    case sheet(Screen)
    case popover(Screen)
  }

  @Reducer
  struct Navigation {
    @ObservableState
    struct State: Equatable {
      var path = StackState<Screen.State>()
      @Presents var destination: Destination.State?
      var presentations = 0
    }
    enum Action {
      case path(StackActionOf<Screen>)
      case destination(PresentationAction<Destination.Action>)
      case push
      case popLast
      case presentSheet
      case presentPopover
      case dismissDestination
      case replaceTop
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .push:
          state.path.append(Screen.State())
        case .popLast:
          _ = state.path.popLast()
        case .presentSheet:
          state.destination = .sheet(Screen.State())
          state.presentations += 1
        case .presentPopover:
          state.destination = .popover(Screen.State(count: 10))
          state.presentations += 1
        case .dismissDestination:
          state.destination = nil
        case .replaceTop:
          if let id = state.path.ids.last { state.path[id: id] = Screen.State(count: -1) }
        case .path, .destination:
          break
        }
        return .none
      }
      .forEach(\.path, action: \.path) { Screen() }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  static func startsTimer(_ action: Navigation.Action) -> Bool {
    switch action {
    case .path(.element(_, .startTimer)), .destination(.presented(.sheet(.startTimer))),
      .destination(.presented(.popover(.startTimer))):
      true
    default:
      false
    }
  }

  @MainActor
  static let scenario = DifferentialScenario<Navigation>(
    "a stack and a presented destination, with effects cancelled by navigation",
    initialState: { Navigation.State() },
    reducer: { Navigation() },
    effectsEnd: { !startsTimer($0) },
    readers: [
      DifferentialReader("stack depth") { $0.path.count },
      DifferentialReader("top screen's count, through its store") {
        $0.scope(state: \.path, action: \.path).last?.count
      },
      DifferentialReader("sheet's count, through its store") {
        $0.scope(state: \.destination?.sheet, action: \.destination.sheet)?.count
      },
      DifferentialReader("popover's presence") { $0.destination?.popover != nil },
      DifferentialReader("presentations") { $0.presentations },
    ],
    // Each store numbers its own stack elements, as each would in its own process.
    dependencies: { $0.stackElementID = StackElementIDGenerator() },
    nextAction: { generator, state in
      var actions: [Navigation.Action] = [
        .push, .presentSheet, .presentPopover, .dismissDestination,
      ]
      if let id = state.path.ids.randomElement(using: &generator) {
        let screen: [Screen.Action] = [.increment, .startTimer, .tick, .stopTimer, .close]
        actions += [
          .popLast, .replaceTop,
          .path(.element(id: id, action: screen.randomElement(using: &generator)!)),
          .path(.element(id: id, action: .startTimer)),
        ]
      }
      switch state.destination {
      case .sheet:
        let screen: [Screen.Action] = [.increment, .startTimer, .tick, .stopTimer, .close]
        actions += [.destination(.presented(.sheet(screen.randomElement(using: &generator)!)))]
        actions += [.destination(.dismiss)]
      case .popover:
        actions += [.destination(.presented(.popover(.startTimer)))]
        actions += [.destination(.presented(.popover(.close)))]
      case nil:
        break
      }
      return actions.randomElement(using: &generator)!
    })
}

extension NavigationScenario.Destination.State: Equatable {}
