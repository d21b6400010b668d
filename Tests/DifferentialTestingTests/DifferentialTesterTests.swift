import ComposableArchitecture
import PlainPaths
import Testing

@testable import DifferentialTesting

/// The tester against a planted difference: a reducer that, taking the fast paths, drops the
/// third increment after a toggle. The tester must find it and shrink it to the four actions
/// it needs.
@MainActor
@Suite(.enabled(if: DifferentialTester.isAvailable, "needs a debug build with its fast paths"))
struct DifferentialTesterTests {
  @Reducer
  struct Planted {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var armed = false
      var noise = 0
    }
    enum Action: Equatable {
      case increment
      case toggle
      case noise
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          if state.armed, state.count == 2, !PlainPaths.areTaken { return .none }
          state.count += 1
        case .toggle:
          state.armed.toggle()
        case .noise:
          state.noise += 1
        }
        return .none
      }
    }
  }

  static var planted: DifferentialScenario<Planted> {
    DifferentialScenario(
      "planted",
      initialState: { Planted.State() },
      reducer: { Planted() },
      readers: [DifferentialReader("count") { $0.count }],
      nextAction: { generator, _ in
        [.increment, .increment, .toggle, .noise, .noise].randomElement(using: &generator)!
      })
  }

  @Test func aPlantedDifferenceIsFoundAndShrunkToTheActionsItNeeds() async {
    await withKnownIssue {
      await DifferentialTester.check(Self.planted, sequences: 50, length: 20)
    } matching: { issue in
      let text = issue.reportedText
      return text.contains("Shortest sequence found (4 actions)") && text.contains("state:")
    }
  }

  @Test func theShrunkSequenceReplaysTheDifferenceAndOneActionLessDoesNot() async {
    let repro: [Planted.Action] = [.toggle, .increment, .increment, .increment]
    let divergence = await DifferentialTester.replay(Self.planted, actions: repro)
    #expect(divergence?.step == 4)
    let shorter = await DifferentialTester.replay(Self.planted, actions: Array(repro.dropLast()))
    #expect(shorter == nil)
  }

  @Test func aFeatureWithoutADifferencePasses() async {
    let figures = await DifferentialTester.check(
      Self.planted.withoutToggles, sequences: 20, length: 20
    )
    #expect(figures.sequences == 20)
    #expect(figures.actions == 400)
  }
}

extension DifferentialScenario<DifferentialTesterTests.Planted> {
  /// The planted scenario without the action that arms the difference.
  fileprivate var withoutToggles: Self {
    DifferentialScenario(
      "planted, never armed",
      initialState: initialState,
      reducer: reducer,
      readers: readers,
      nextAction: { generator, _ in
        [.increment, .noise].randomElement(using: &generator)!
      })
  }
}
