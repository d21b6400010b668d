import Testing

@testable import ComposableArchitecture

struct BuilderState: Equatable { var log: [String] = [] }
enum BuilderAction: Equatable {
  case go
  case echo(String)
}

/// A reducer that logs `entry` when it receives `.go`, and returns `effect`.
private func appending(
  _ entry: String, effect: Effect<BuilderAction> = .none
) -> Reduce<BuilderState, BuilderAction> {
  Reduce { state, action in
    guard case .go = action else { return .none }
    state.log.append(entry)
    return effect
  }
}

@MainActor
@Suite struct ReducerBuilderTests {
  typealias State = BuilderState
  typealias Action = BuilderAction

  @Test func runsTheElementsInOrderOnTheSameState() {
    struct Feature: Reducer {
      var body: some Reducer<State, Action> {
        appending("a")
        Reduce { state, _ in
          state.log.append("saw \(state.log.count)")
          return .none
        }
        appending("c")
      }
    }
    var state = State()
    _ = Feature().reduce(into: &state, action: .go)
    #expect(state.log == ["a", "saw 1", "c"])
  }

  @Test func mergesTheEffectsOfEveryElementInOrder() async {
    struct Feature: Reducer {
      var body: some Reducer<State, Action> {
        appending("a", effect: .send(.echo("from a")))
        appending("b", effect: .run { send in await send(.echo("from b")) })
        appending("c", effect: .send(.echo("from c")))
      }
    }
    var state = State()
    let recorder = EffectRecorder<Action>()
    await recorder.run(Feature().reduce(into: &state, action: .go))
    #expect(recorder.actions.prefix(2) == [.echo("from a"), .echo("from c")])
    #expect(Set(recorder.actions.map { "\($0)" }).count == 3)
  }

  @Test func ifWithoutElseRunsOnlyWhenTheConditionHolds() {
    struct Feature: Reducer {
      let enabled: Bool
      var body: some Reducer<State, Action> {
        if enabled {
          appending("enabled")
        }
        appending("always")
      }
    }
    var on = State()
    var off = State()
    _ = Feature(enabled: true).reduce(into: &on, action: .go)
    _ = Feature(enabled: false).reduce(into: &off, action: .go)
    #expect(on.log == ["enabled", "always"])
    #expect(off.log == ["always"])
  }

  @Test func ifElseRunsOneBranch() {
    struct Feature: Reducer {
      let first: Bool
      var body: some Reducer<State, Action> {
        if first {
          appending("first")
        } else {
          appending("second")
        }
      }
    }
    var a = State()
    var b = State()
    _ = Feature(first: true).reduce(into: &a, action: .go)
    _ = Feature(first: false).reduce(into: &b, action: .go)
    #expect(a.log == ["first"])
    #expect(b.log == ["second"])
  }

  @Test func aLoopRunsEachReducerInOrder() {
    struct Feature: Reducer {
      var body: some Reducer<State, Action> {
        for name in ["x", "y", "z"] {
          appending(name)
        }
      }
    }
    var state = State()
    _ = Feature().reduce(into: &state, action: .go)
    #expect(state.log == ["x", "y", "z"])
  }

  @Test func anEmptyBodyDoesNothing() {
    struct Feature: Reducer {
      var body: some Reducer<State, Action> {}
    }
    var state = State()
    _ = Feature().reduce(into: &state, action: .go)
    #expect(state == State())
  }

  @Test func combineReducersGroupsReducers() {
    var state = State()
    _ = CombineReducers {
      appending("1")
      appending("2")
    }
    .reduce(into: &state, action: .go)
    #expect(state.log == ["1", "2"])
  }

  @Test func reduceCanEraseAnotherReducer() {
    var state = State()
    _ = Reduce(appending("erased")).reduce(into: &state, action: .go)
    #expect(state.log == ["erased"])
  }

  @Test func emptyReducerLeavesStateAlone() {
    var state = State(log: ["kept"])
    let effect = EmptyReducer<State, Action>().reduce(into: &state, action: .go)
    #expect(state.log == ["kept"])
    guard case .none = effect.operation else {
      Issue.record("expected no effect")
      return
    }
  }
}
