import LessonFeatures
import Synchronization
import Testing

@testable import ComposableArchitecture

/// A body is built once only when its type shows that every reducer in it is one of the library's
/// compositions or a stateless reducer of the parent's own module. Any other child keeps the body
/// evaluated per action: a child that holds state, or runs something when it is made, is made for
/// every action, as in TCA.
@MainActor
@Suite(.serialized) struct StatelessReducerTests {
  // Each child type counts the times it is made.
  nonisolated static let storedMade = Mutex(0)
  nonisolated static let initMade = Mutex(0)
  nonisolated static let genericMade = Mutex(0)
  nonisolated static let shadowMade = Mutex(0)

  typealias Tally = ReducerBodyCacheTests.Tally

  /// Sends `count` taps to a store of `reducer` and returns how many times `counter` moved.
  func made<R: Reducer<Parent.State, Parent.Action>>(
    by reducer: @autoclosure () -> R, _ counter: borrowing Mutex<Int>, taps count: Int
  ) -> Int {
    let before = counter.withLock { $0 }
    let store = Store(initialState: Parent.State()) { reducer() }
    for _ in 0..<count { store.send(.tally(.tap)) }
    #expect(store.tally.count == count)
    return counter.withLock { $0 } - before
  }

  /// Whether `type` is marked stateless, asked at run time.
  func isMarked<R>(_ type: R.Type) -> Bool {
    type is any _StatelessReducer.Type
  }

  /// The domain every parent here shares.
  enum Parent {
    struct State: Equatable { var tally = Tally.State() }
    @CasePathable
    enum Action: Equatable { case tally(Tally.Action) }
  }

  @Reducer
  struct Stored {
    typealias State = Tally.State
    typealias Action = Tally.Action
    let id = StatelessReducerTests.storedMade.withLock {
      $0 += 1
      return $0
    }
    var body: some ReducerOf<Self> { Tally() }
  }

  @Reducer
  struct StoredParent {
    typealias State = Parent.State
    typealias Action = Parent.Action
    var body: some ReducerOf<Self> {
      Scope(state: \.tally, action: \.tally) { Stored() }
    }
  }

  @Test func aChildWithAStoredPropertyIsMadePerAction() {
    #expect(!isMarked(Stored.self))
    #expect(!StoredParent._$bodyCache.isCaching)
    #expect(made(by: StoredParent(), Self.storedMade, taps: 3) == 3)
  }

  @Reducer
  struct Initialized {
    typealias State = Tally.State
    typealias Action = Tally.Action
    init() { StatelessReducerTests.initMade.withLock { $0 += 1 } }
    var body: some ReducerOf<Self> { Tally() }
  }

  @Reducer
  struct InitializedParent {
    typealias State = Parent.State
    typealias Action = Parent.Action
    var body: some ReducerOf<Self> {
      Scope(state: \.tally, action: \.tally) { Initialized() }
    }
  }

  @Test func aChildWhoseInitializerRunsSomethingIsMadePerAction() {
    #expect(!isMarked(Initialized.self))
    #expect(!InitializedParent._$bodyCache.isCaching)
    #expect(made(by: InitializedParent(), Self.initMade, taps: 3) == 3)
  }

  /// A generic child made as `Logging()`, its parameters inferred from where it stands: the
  /// macro cannot name its type, the body's type shows it is not stateless.
  struct Logging<State, Action>: Reducer {
    init() { StatelessReducerTests.genericMade.withLock { $0 += 1 } }
    var body: some Reducer<State, Action> { EmptyReducer() }
  }

  @Reducer
  struct LoggingParent {
    typealias State = Parent.State
    typealias Action = Parent.Action
    var body: some ReducerOf<Self> {
      Scope(state: \.tally, action: \.tally) { Tally() }
      Logging()
    }
  }

  @Test func aGenericChildWhoseParametersAreInferredIsMadePerAction() {
    #expect(!LoggingParent._$bodyCache.isCaching)
    #expect(made(by: LoggingParent(), Self.genericMade, taps: 3) == 3)
  }

  /// A feature with a `Scope` of its own, which its body finds before the library's: the syntax
  /// reads as pure composition, the body's type does not.
  @Reducer
  struct Shadowing {
    typealias State = Parent.State
    typealias Action = Parent.Action
    struct Scope<Child: Reducer>: Reducer {
      let base: ComposableArchitecture.Scope<Parent.State, Parent.Action, Child>
      init<ChildState, ChildAction>(
        state: WritableKeyPath<Parent.State, ChildState>,
        action: CaseKeyPath<Parent.Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
      ) where ChildState == Child.State, ChildAction == Child.Action {
        StatelessReducerTests.shadowMade.withLock { $0 += 1 }
        base = ComposableArchitecture.Scope(state: state, action: action, child: child)
      }
      func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        base.reduce(into: &state, action: action)
      }
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.tally, action: \.tally) { Tally() }
    }
  }

  @Test func aTypeNamedLikeALibraryCompositionIsMadePerAction() {
    #expect(!Shadowing._$bodyCache.isCaching)
    #expect(made(by: Shadowing(), Self.shadowMade, taps: 3) == 3)
  }

  /// `Contador` is stateless in its own module, but here `Contador()` could call an `init()` that
  /// an extension of this module declares: another module's child is made per action.
  @Reducer
  struct LessonParent {
    struct State: Equatable { var contador = Contador.State() }
    enum Action: Equatable { case contador(Contador.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.contador, action: \.contador) { Contador() }
    }
  }

  @Test func aStatelessChildOfAnotherModuleKeepsTheBodyEvaluatedPerAction() {
    #expect(isMarked(Contador.self))
    #expect(!LessonParent._$bodyCache.isCaching)
    let store = Store(initialState: LessonParent.State()) { LessonParent() }
    store.send(.contador(.incrementar))
    store.send(.contador(.incrementar))
    #expect(store.contador.cuenta == 2)
  }

  @Test func aStatelessChildOfTheSameModuleIsBuiltOnceWithItsParent() {
    #expect(isMarked(Tally.self))
    #expect(
      ReducerBodyCacheTests.Racing._$bodyCache.isCaching
        == _ReducerBodyCache<ReducerBodyCacheTests.Racing>.isEnabled
    )
  }
}
