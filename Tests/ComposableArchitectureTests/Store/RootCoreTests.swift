import Dependencies
import Foundation
import Observation
import PlainPaths
import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct RootCoreTests {
  @ObservableState
  struct Form: Equatable {
    var name = ""
  }

  struct PlainForm: Equatable {
    var name = ""
  }

  /// A reducer that gives the root state a new value: its observers were registered on the old
  /// value, so the store must tell them itself.
  @Test func replacingAnObservableRootStateWakesItsObservers() {
    let store = Store(initialState: Form(name: "a")) {
      Reduce<Form, String> { state, name in
        state = Form(name: name)
        return .none
      }
    }
    var seen: [String] = []
    let token = observe { seen.append(store.name) }
    store.send("b")
    store.send("c")
    #expect(seen == ["a", "b", "c"])
    token.cancel()
  }

  /// Observation calls `onChange` as a field is about to be set, inside the send: reading the
  /// store there sees the state as it is at that moment, the field not yet written, and the send
  /// goes on.
  @Test func anObserverReadingTheStoreInsideAChangeSeesTheStateBeforeIt() {
    let store = Store(initialState: Form(name: "a")) {
      Reduce<Form, String> { state, name in
        state.name = name
        return .none
      }
    }
    var seenInside: [String] = []
    withObservationTracking {
      _ = store.name
    } onChange: {
      MainActor.assumeIsolated { seenInside.append(store.name) }
    }
    store.send("b")
    #expect(seenInside == ["a"])
    #expect(store.name == "b")
  }

  /// A `store.send` made while the store is processing an action is reported with TCA's
  /// words, and still waits its turn: it runs after the action that was being processed.
  @Test func aSendWhileTheStoreIsProcessingIsReportedAndWaitsItsTurn() {
    let store = Store(initialState: Form(name: "a")) {
      Reduce<Form, String> { state, name in
        state.name += name
        return .none
      }
    }
    withObservationTracking {
      _ = store.name
    } onChange: {
      MainActor.assumeIsolated { _ = store.send("c") }
    }
    withKnownIssue {
      store.send("b")
    } matching: { issue in
      issue.description.contains(
        """
        Sent '"c"' while an action was being processed.

        Reentrant actions are undefined and will be a precondition failure in a future version \
        of the library.
        """
      )
    }
    #expect(store.name == "abc")
  }

  /// Effects' sends and observers run after the loop send without a report.
  @Test func sendsFromEffectsAndFromObserversAfterTheLoopAreNotReported() async {
    let store = Store(initialState: Form(name: "")) {
      Reduce<Form, String> { state, name in
        state.name += name
        switch name {
        case "a": return .send("b")
        case "b": return .run { send in await send("c") }
        default: return .none
        }
      }
    }
    var sentFromObserver = false
    let token = observe {
      if store.name == "abc", !sentFromObserver {
        sentFromObserver = true
        store.send("d")
      }
    }
    await store.send("a").finish()
    #expect(store.name == "abcd")
    token.cancel()
  }

  @Test func changingAPlainRootStateWakesItsObservers() {
    let store = Store(initialState: PlainForm(name: "a")) {
      Reduce<PlainForm, String> { state, name in
        state.name = name
        return .none
      }
    }
    var seen: [String] = []
    let token = observe { seen.append(store.name) }
    store.send("b")
    #expect(seen == ["a", "b"])
    token.cancel()
  }

  /// The store skips reading the current dependencies only while no override was ever made;
  /// once one is, a send from inside it still reduces with the store's own values. Run in a
  /// process of its own, where no override was made yet.
  @Test(
    .enabled(
      if: !PlainPaths.isCompiledOut(.dependencyBinding),
      "the fast path itself: its plain twin reads the dependencies on every action"))
  func aStoreWithoutOverridesReducesWithItsOwnValuesInsideAnOverride() async {
    await #expect(processExitsWith: .success) {
      let overridden = Date(timeIntervalSince1970: 0)
      let result = await MainActor.run { () -> (Bool, Date?, Bool) in
        let before = DependencyValues.mayBeOverridden
        let store = Store(initialState: Date?.none) {
          Reduce<Date?, Void> { state, _ in
            @Dependency(\.date) var date
            state = date()
            return .none
          }
        }
        withDependencies {
          $0.date = .constant(overridden)
        } operation: {
          _ = store.send(())
        }
        return (before, store.withState { $0 }, DependencyValues.mayBeOverridden)
      }
      guard !result.0, result.2, let date = result.1, date != overridden else { exit(1) }
    }
  }

  /// The plain twins are chosen per store, where it is made: a feature can run both ways in one
  /// process, whichever code sends to it.
  @Test(.enabled(if: PlainPaths.canBeSwitched && !PlainPaths.areCompiledOut))
  func aStoreMadeTakingThePlainPathsTakesThemForEveryAction() async {
    // The first action starts an effect, whose action goes back through the store.
    let probe = Reduce<[Bool], Bool> { seen, fromEffect in
      seen.append(PlainPaths.areTaken)
      return fromEffect ? .none : .run { send in await send(true) }
    }
    let plain = PlainPaths.withPlainPaths(true) { Store(initialState: [Bool]()) { probe } }
    let fast = Store(initialState: [Bool]()) { probe }
    await plain.send(false).finish()
    await PlainPaths.withPlainPaths(true) { fast.send(false) }.finish()
    #expect(plain.withState { $0 } == [true, true])
    #expect(fast.withState { $0 } == [false, false])
  }
}
