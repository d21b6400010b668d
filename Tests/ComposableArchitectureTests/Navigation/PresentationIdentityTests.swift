import ComposableArchitecture
import Testing

/// A presentation is identified as TCA identifies it: its key path, its enum case and the
/// `Identifiable` id of the state or of its case's payload. Its `ifLet` remembers what it last
/// saw presented, so a presentation changed by another reducer is noticed on the next action.
@MainActor
@Suite struct PresentationIdentityTests {
  @Reducer
  struct Card {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var heard = false
    }
    enum Action: Equatable { case listen, heard }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .listen:
          return .run { send in
            try await Task.never()
            await send(.heard)
          }
        case .heard:
          state.heard = true
          return .none
        }
      }
    }
  }

  @Reducer
  struct Deck {
    @ObservableState
    struct State: Equatable {
      @Presents var card: Card.State?
      var optionalCard: Card.State?
      var log: [String] = []
    }
    enum Action: Equatable {
      case card(PresentationAction<Card.Action>)
      case optionalCard(Card.Action)
      case show(Int)
      case showOptional(Int)
      case closeFromOutside
      case closeOptionalFromOutside
      case noop
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .show(id):
          state.card = Card.State(id: id)
        case let .showOptional(id):
          state.optionalCard = Card.State(id: id)
        case .card(.dismiss):
          // Dismissing card 1 presents card 2 in its place.
          if state.card?.id == 1 { state.card = Card.State(id: 2) }
        case .card, .optionalCard, .closeFromOutside, .closeOptionalFromOutside, .noop:
          break
        }
        return .none
      }
      .ifLet(\.$card, action: \.card) { Card() }
      .ifLet(\.optionalCard, action: \.optionalCard) { Card() }
      // Outside both `ifLet`s: they see what this does only on a later action.
      Reduce { state, action in
        switch action {
        case .closeFromOutside: state.card = nil
        case .closeOptionalFromOutside: state.optionalCard = nil
        default: break
        }
        return .none
      }
    }
  }

  @Test func aPresentationDismissedByAnotherReducerHasItsEffectsCancelledOnTheNextAction() async {
    let store = TestStore(initialState: Deck.State()) { Deck() }
    await store.send(.show(3)) { $0.card = Card.State(id: 3) }
    await store.send(.card(.presented(.listen)))
    await store.send(.closeFromOutside) { $0.card = nil }
    // Still running were it not cancelled here, and the test store would fail at the end.
    await store.send(.noop)
  }

  @Test func aPlainOptionalChildSetToNilByAnotherReducerKeepsItsEffects() async {
    let store = TestStore(initialState: Deck.State()) { Deck() }
    await store.send(.showOptional(3)) { $0.optionalCard = Card.State(id: 3) }
    await store.send(.optionalCard(.listen))
    await store.send(.closeOptionalFromOutside) { $0.optionalCard = nil }
    await store.send(.noop)
    // As in TCA: only a presentation remembers what it presented.
    await store.skipInFlightEffects(strict: true)
  }

  @Test func aChildReplacedByOneOfAnotherIDHasItsEffectsCancelled() async {
    let store = TestStore(initialState: Deck.State()) { Deck() }
    await store.send(.show(3)) { $0.card = Card.State(id: 3) }
    await store.send(.card(.presented(.listen)))
    await store.send(.show(4)) { $0.card = Card.State(id: 4) }
  }

  @Test func aChildReplacedByOneOfTheSameIDKeepsItsEffects() async {
    let store = TestStore(initialState: Deck.State()) { Deck() }
    await store.send(.show(3)) { $0.card = Card.State(id: 3) }
    await store.send(.card(.presented(.listen)))
    await store.send(.show(3))
    await store.skipInFlightEffects(strict: true)
  }

  @Test func aDismissalLeavesWhatTheParentPresentedInstead() async {
    let store = TestStore(initialState: Deck.State()) { Deck() }
    await store.send(.show(1)) { $0.card = Card.State(id: 1) }
    await store.send(.card(.presented(.listen)))
    // The parent answers the dismissal of card 1 with card 2: card 2 stays, and card 1's
    // effects are cancelled.
    await store.send(.card(.dismiss)) { $0.card = Card.State(id: 2) }
  }

  @Test func aDismissalWithNothingPresentedIsReported() async {
    let store = Store(initialState: Deck.State()) { Deck() }
    withKnownIssue {
      store.send(.card(.dismiss))
    } matching: { issue in
      issue.firstLine(
        startsWith:
          "An \"ifLet\" at \"ComposableArchitectureTests/PresentationIdentityTests.swift:",
        endsWith: "\" received a presentation action when destination state was absent."
      )
    }
  }
}
