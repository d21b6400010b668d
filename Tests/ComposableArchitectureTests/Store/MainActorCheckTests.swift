import ComposableArchitecture
import Foundation
import Testing

@testable import ComposableArchitecture

@Suite struct MainActorCheckTests {
  @MainActor
  @Test func theMainActorIsTheMainActor() {
    #expect(MainActorCheck.isOnMainActor)
  }

  @Test func anotherThreadIsNot() {
    let answer = LockIsolated(true)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      answer.setValue(MainActorCheck.isOnMainActor)
      done.signal()
    }
    done.wait()
    #expect(!answer.value)
  }

  /// How main-actor code runs, in a task or in a block of the main queue: on the main queue
  /// itself, which the check tells by its label's address without the queue lookup.
  @MainActor
  @Test func mainActorCodeIsToldCheaply() async {
    #expect(MainActorCheck.isOnMainQueue)
    let inBlock = await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume(returning: MainActorCheck.isOnMainQueue) }
    }
    #expect(inBlock)
  }

  /// A queue that targets the main queue runs on the main actor too, but is not the main queue
  /// itself: the slow way answers for it.
  @Test func aQueueTargetingTheMainQueueIsTheMainActor() async {
    let queue = DispatchQueue(label: "targets main", target: .main)
    let (cheaply, atAll) = await withCheckedContinuation { continuation in
      queue.async {
        continuation.resume(
          returning: (MainActorCheck.isOnMainQueue, MainActorCheck.isOnMainActor)
        )
      }
    }
    #expect(!cheaply)
    #expect(atAll)
  }

  /// A C callback, or any other thread, reaching `send`: the program stops and says what
  /// happened and how to hop to the main actor, in release builds too.
  @Test func sendingFromAnotherThreadStopsWithTheProblemAndTheFix() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let store = await Store(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state += action
          return .none
        }
      }
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        // What a C callback does: call the main-actor method without the compiler's help.
        let send = unsafeBitCast(
          store.send as @MainActor (Int) -> StoreTask, to: ((Int) -> StoreTask).self)
        _ = send(1)
        done.signal()
      }
      done.wait()
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(output.contains("An action was sent to a store off the main actor."))
    #expect(output.contains("DispatchQueue.main.async { store.send(action) }"))
  }
}
