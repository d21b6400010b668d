import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct ForEachReducerTests {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var checked = false
    }
    @CasePathable
    enum Action: Equatable { case toggle, start, tick }
    enum CancelID { case timer }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .toggle:
        state.checked.toggle()
        return .none
      case .start:
        return .run { send in
          let (stream, _) = AsyncStream<Never>.makeStream()
          for await _ in stream {}
          await send(.tick)
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        return .none
      }
    }
  }

  struct List: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = []
      var checkedCount = 0
    }
    @CasePathable
    enum Action: Equatable {
      case rows(IdentifiedActionOf<Row>)
      case remove(id: Int)
      case stopTimer(id: Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .rows:
          state.checkedCount = state.rows.filter(\.checked).count
          return .none
        case let .remove(id):
          state.rows.remove(id: id)
          return .none
        case .stopTimer:
          return .none
        }
      }
      .forEach(\.rows, action: \.rows) {
        Row()
      }
    }
  }

  @Reducer
  struct Card {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var text = ""
    }
    enum Action { case edit, reset }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .edit: state.text += "!"
        case .reset: state = State(id: state.id)
        }
        return .none
      }
    }
  }

  @Reducer
  struct Deck {
    @ObservableState
    struct State: Equatable {
      var cards: IdentifiedArrayOf<Card.State> = []
    }
    enum Action { case cards(IdentifiedActionOf<Card>) }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .forEach(\.cards, action: \.cards) { Card() }
    }
  }

  /// A row its own reducer replaces (same id, new identity) wakes the observers of the array,
  /// who read the old row; a row changed in place does not.
  @Test func aRowItsReducerReplacesWakesTheObserversOfTheArray() {
    let store = Store(initialState: Deck.State(cards: [Card.State(id: 1), Card.State(id: 2)])) {
      Deck()
    }
    var wakeUps = -1
    let token = observe {
      _ = store.cards
      wakeUps += 1
    }
    store.send(.cards(.element(id: 1, action: .edit)))
    #expect(wakeUps == 0, "a row changed in place wakes only the observers of what changed")
    store.send(.cards(.element(id: 1, action: .reset)))
    #expect(wakeUps == 1, "a replaced row wakes the observers of the array")
    #expect(store.cards[id: 1]?.text == "")
    token.cancel()
  }

  @Test func theElementRunsBeforeTheParent() {
    var state = List.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    _ = List().reduce(into: &state, action: .rows(.element(id: 2, action: .toggle)))
    #expect(state.rows[id: 2]?.checked == true)
    #expect(state.rows[id: 1]?.checked == false)
    #expect(state.checkedCount == 1)
  }

  @Test func removingAnElementCancelsItsEffectsOnly() async {
    var state = List.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    let recorder = EffectRecorder<List.Action>()
    let first = recorder.start(
      List().reduce(into: &state, action: .rows(.element(id: 1, action: .start))))
    let second = recorder.start(
      List().reduce(into: &state, action: .rows(.element(id: 2, action: .start))))
    #expect(recorder.runtime.inFlightCount == 2)
    _ = recorder.start(List().reduce(into: &state, action: .remove(id: 1)))
    for task in first { await task.value }
    #expect(recorder.runtime.inFlightCount == 1, "row 2's timer keeps running")
    for task in second { task.cancel() }
  }

  @Test func elementsUsingTheSameCancelIDDoNotCancelEachOther() async {
    var state = List.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    let recorder = EffectRecorder<List.Action>()
    let first = recorder.start(
      List().reduce(into: &state, action: .rows(.element(id: 1, action: .start))))
    let second = recorder.start(
      List().reduce(into: &state, action: .rows(.element(id: 2, action: .start))))
    // The same id, created outside any row, belongs to the list and reaches neither row.
    _ = recorder.start(.cancel(id: Row.CancelID.timer))
    await Task.yield()
    #expect(recorder.runtime.inFlightCount == 2)
    for task in first + second { task.cancel() }
  }

  @Test func anActionForAMissingElementIsReported() {
    var state = List.State(rows: [Row.State(id: 1)])
    withKnownIssue {
      _ = List().reduce(into: &state, action: .rows(.element(id: 7, action: .toggle)))
    } matching: { issue in
      let text = issue.reportedText
      let line = issue.sourceLocation?.line ?? 0
      return text.hasPrefix(
        """
        A "forEach" at "ComposableArchitectureTests/ForEachReducerTests.swift:\(line)" received \
        an action for a missing element.

        """
      )
        && text.contains("Missing id:\n    7\n")
    }
    #expect(state.rows == [Row.State(id: 1)])
  }

  @Test func anElementActionDoesNotCopyTheRows() {
    var state = List.State(
      rows: IdentifiedArray(uniqueElements: (0..<1_000).map { Row.State(id: $0) }))
    let idsBefore = state.rows.ids
    _ = List().reduce(into: &state, action: .rows(.element(id: 500, action: .toggle)))
    #expect(state.rows.ids.sharesStorage(with: idsBefore))
  }
}
