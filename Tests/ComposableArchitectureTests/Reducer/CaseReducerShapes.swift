import ComposableArchitecture

// Every shape of `@Reducer enum` that TCA accepts, many of them in one file: building this test
// target is the test. Swift 6.3's type checker crashed (signal 11) on a file with three enum
// reducers while the `@CasePathable` and `@ObservableState` on their generated `State`, `Action`
// and `CaseScope` added conformances by extension; `CaseReducerTests.swift` holds more, so the
// module has several such files. Keep the shapes varied and the count high.

enum CaseReducerShapes {
  @Reducer struct Leaf {}

  @Reducer struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action: Equatable {
      case increment
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer struct Greeter {
    let greeting: String
    @ObservableState
    struct State: Equatable {
      var text = ""
    }
    enum Action: Equatable {
      case greet
    }
    var body: some ReducerOf<Self> {
      Reduce { [greeting] state, _ in
        state.text = greeting
        return .none
      }
    }
  }

  enum Choice: Equatable, Sendable {
    case yes, no
  }

  struct Snapshot: Equatable {
    var values: [Int] = []
  }

  @Reducer enum One {
    case leaf(Leaf)
  }

  @Reducer enum Two {
    case leaf(Leaf)
    case counter(Counter)
  }

  @Reducer enum Four {
    case first(Leaf)
    case second(Leaf)
    case third(Counter)
    case fourth(Counter)
  }

  @Reducer public enum AlertOnly {
    case alert(AlertState<Never>)
  }

  @Reducer public enum Empty {}

  @Reducer enum PlainState {
    case counter(Counter)
    case idle
    case loading, failed
    case pair(Int, label: String)
    case list([Int])
    case maybe(Int?)
    case tuple((Int, Int))
  }

  @Reducer enum Ephemeral {
    case alert(AlertState<Choice>)
    case dialog(ConfirmationDialogState<Choice>)
    case counter(Counter)
  }

  @Reducer enum Ignored {
    case counter(Counter)
    @ReducerCaseIgnored
    case snapshot(Snapshot)
  }

  @Reducer enum ExplicitAction {
    case counter(Counter)
    @ReducerCaseIgnored
    case alert(AlertState<Choice>)

    enum Action {
      case counter(Counter.Action)
      case alert(Choice)
    }
  }

  @Reducer enum DefaultValue {
    case greeter(Greeter = Greeter(greeting: "hello"))
    case counter(Counter)
  }

  @Reducer enum Labelled {
    case counter(child: Counter)
  }

  @Reducer enum Qualified {
    case counter(CaseReducerShapes.Counter)
  }

  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  enum Conforming {
    case leaf(Leaf)
    case idle
  }

  @Reducer enum Conditional {
    case leaf(Leaf)
    #if DEBUG
      case counter(Counter)
      case snapshot(Int, Int)
    #else
      case other(Leaf)
    #endif
  }

  @Reducer enum HandWrittenBody {
    case leaf(Leaf)
    case counter(Counter)

    static var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifCaseLet(\.leaf, action: \.leaf) { Leaf() }
        .ifCaseLet(\.counter, action: \.counter) { Counter() }
    }
  }

  @Reducer enum Keyword {
    case `default`(Leaf)
    case `return`(Counter)
  }

  @Reducer struct Host {
    @Reducer enum Destination {
      case counter(Counter)
      case alert(AlertState<Choice>)
    }

    @Reducer enum Path {
      case counter(Counter)
      case snapshot(Snapshot, title: String)
    }

    @ObservableState
    struct State {
      @Presents var destination: Destination.State?
      var path = StackState<Path.State>()
    }

    enum Action {
      case destination(PresentationAction<Destination.Action>)
      case path(StackActionOf<Path>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination)
        .forEach(\.path, action: \.path)
    }
  }
}
