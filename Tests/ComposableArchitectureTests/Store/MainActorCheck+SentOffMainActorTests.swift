import ComposableArchitecture
import Foundation
import Testing

@Suite struct MainActorCheckSentOffMainActorTests {
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
