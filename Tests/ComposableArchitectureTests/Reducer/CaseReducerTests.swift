import ComposableArchitecture
import Testing

@MainActor
@Suite struct CaseReducerTests {
  // MARK: - Cases that are not one child feature

  @Test func aStackRunsItsFeaturesBesideACaseOfSeveralValues() async {
    let topic = Topic(title: "Budget")
    let store = TestStore(initialState: Agenda.State()) { Agenda() }
    await store.send(.path(.push(id: 0, state: .detail(TopicDetail.State(topic: topic))))) {
      $0.path[id: 0] = .detail(TopicDetail.State(topic: topic))
    }
    await store.send(.showMinutes(Minutes(notes: "agreed"), topic)) {
      $0.path[id: 1] = .minutes(Minutes(notes: "agreed"), topic: topic)
    }
    await store.send(.path(.element(id: 0, action: .detail(.startCountdown)))) {
      $0.path[id: 2] = .countdown(Countdown.State())
    }
    await store.send(.path(.element(id: 2, action: .countdown(.tick)))) {
      $0.path[id: 2, case: \.countdown]?.remaining = 2
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.removeLast(2)
    }
  }

  @Test func storeCaseHandsOverTheValuesOfACaseOfSeveralValues() {
    let topic = Topic(title: "Hiring")
    let store = Store(initialState: Agenda.Path.State.minutes(Minutes(notes: "n"), topic: topic)) {
      Agenda.Path.body
    }
    guard case let .minutes(minutes, topic: caseTopic) = store.case else {
      Issue.record("expected the minutes case")
      return
    }
    #expect(minutes == Minutes(notes: "n"))
    #expect(caseTopic == topic)
  }

  @Test func storeCaseScopesAFeatureBesideACaseOfSeveralValues() {
    let store = Store(initialState: Agenda.Path.State.detail(TopicDetail.State(topic: Topic()))) {
      Agenda.Path.body
    }
    guard case let .detail(detail) = store.case else {
      Issue.record("expected the detail case")
      return
    }
    detail.send(.rename("Roadmap"))
    #expect(store.state.detail?.topic.title == "Roadmap")
  }

  // MARK: - A hand-written static body

  @Test func aHandWrittenStaticBodyRunsInsteadOfAGeneratedOne() async {
    let store = TestStore(initialState: Session.State.signIn(SignIn.State())) { Session.body }
    await store.send(.signIn(.nameChanged("Ada"))) {
      $0 = .signIn(SignIn.State(name: "Ada"))
    }
    // Only the hand-written `Reduce` moves the session on; generated scopes would not.
    await store.send(.signIn(.submitTapped))
    await store.receive(\.signIn.signedIn) {
      $0 = .lobby(Lobby.State(name: "Ada"))
    }
    await store.send(.lobby(.signOutTapped)) {
      $0 = .signIn(SignIn.State())
    }
  }

  @Test func aPresentedEnumWithAHandWrittenBodyRunsThatBody() async {
    let store = TestStore(initialState: Gate.State()) { Gate() }
    await store.send(.open) {
      $0.session = .signIn(SignIn.State())
    }
    await store.send(.session(.presented(.signIn(.nameChanged("Lin"))))) {
      $0.session = .signIn(SignIn.State(name: "Lin"))
    }
    await store.send(.session(.presented(.signIn(.submitTapped))))
    await store.receive(\.session.presented.signIn.signedIn) {
      $0.session = .lobby(Lobby.State(name: "Lin"))
    }
  }

  // MARK: - A hand-written action for an ignored case

  @Test func anIgnoredCaseWithAHandWrittenActionIsAStoreInCaseScope() {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.ask("Ship it?"))
    let overlay = store.scope(state: \.overlay, action: \.overlay.presented)!
    guard case let .prompt(prompt) = overlay.case else {
      Issue.record("expected the prompt case")
      return
    }
    #expect(prompt.state == Prompt(question: "Ship it?"))
    prompt.send(.answer(true))
    #expect(store.state.answers == [true])
    #expect(store.state.overlay == nil)
  }
}

// MARK: - Features

struct Topic: Equatable, Sendable {
  var title = ""
}

struct Minutes: Equatable, Sendable {
  var notes: String
}

@Reducer
struct TopicDetail {
  @ObservableState
  struct State: Equatable {
    var topic: Topic
  }
  enum Action: Equatable {
    case rename(String)
    case startCountdown
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .rename(title) = action { state.topic.title = title }
      return .none
    }
  }
}

@Reducer
struct Countdown {
  @ObservableState
  struct State: Equatable {
    var remaining = 3
  }
  enum Action: Equatable {
    case tick
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.remaining -= 1
      return .none
    }
  }
}

/// A stack whose `Path` has a case of two plain values between two features.
@Reducer
struct Agenda {
  @Reducer
  enum Path {
    case detail(TopicDetail)
    case minutes(Minutes, topic: Topic)
    case countdown(Countdown)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case showMinutes(Minutes, Topic)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(_, .detail(.startCountdown))):
        state.path.append(.countdown(Countdown.State()))
        return .none
      case let .showMinutes(minutes, topic):
        state.path.append(.minutes(minutes, topic: topic))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension Agenda.Path.State: Equatable {}

@Reducer
struct SignIn {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action: Equatable {
    case nameChanged(String)
    case signedIn(String)
    case submitTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      case .signedIn:
        return .none
      case .submitTapped:
        return .send(.signedIn(state.name))
      }
    }
  }
}

@Reducer
struct Lobby {
  @ObservableState
  struct State: Equatable {
    var name: String
  }
  enum Action: Equatable {
    case signOutTapped
  }
}

/// An enum reducer that writes its own body: the session moves between its cases.
@Reducer
enum Session {
  case signIn(SignIn)
  case lobby(Lobby)

  static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .signIn(.signedIn(name)):
        state = .lobby(Lobby.State(name: name))
        return .none
      case .lobby(.signOutTapped):
        state = .signIn(SignIn.State())
        return .none
      case .signIn, .lobby:
        return .none
      }
    }
    .ifCaseLet(\.signIn, action: \.signIn) { SignIn() }
    .ifCaseLet(\.lobby, action: \.lobby) { Lobby() }
  }
}

extension Session.State: Equatable {}

/// Presents a `Session`: `ifLet` runs the enum's own body.
@Reducer
struct Gate {
  @ObservableState
  struct State: Equatable {
    @Presents var session: Session.State?
  }
  enum Action {
    case open
    case session(PresentationAction<Session.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .open = action { state.session = .signIn(SignIn.State()) }
      return .none
    }
    .ifLet(\.$session, action: \.session)
  }
}

/// Plain state with actions of its own, which the screen that shows it handles.
struct Prompt: Equatable {
  var question: String
  enum Action: Equatable {
    case answer(Bool)
  }
}

@Reducer
struct Screen {
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

  @ObservableState
  struct State {
    var answers: [Bool] = []
    @Presents var overlay: Overlay.State?
  }

  enum Action {
    case ask(String)
    case overlay(PresentationAction<Overlay.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .ask(question):
        state.overlay = .prompt(Prompt(question: question))
        return .none
      case let .overlay(.presented(.prompt(.answer(answer)))):
        state.answers.append(answer)
        state.overlay = nil
        return .none
      case .overlay:
        return .none
      }
    }
    .ifLet(\.$overlay, action: \.overlay)
  }
}
