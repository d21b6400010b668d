import Foundation
import Synchronization
import Testing

@testable import ObserverRegistry

@Suite struct MainActorCheckTests {
  @MainActor
  @Test func theMainActorIsTheMainActor() {
    #expect(MainActorCheck.isOnMainActor)
  }

  @Test func anotherThreadIsNot() {
    let answer = Atomic(true)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      answer.store(MainActorCheck.isOnMainActor, ordering: .relaxed)
      done.signal()
    }
    done.wait()
    let wasOnMainActor = answer.load(ordering: .relaxed)
    #expect(!wasOnMainActor)
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
}
