import Dependencies
import Foundation
import Sharing
import Testing

@Suite struct PersistentReferencesTests {
  /// Signals between the task building the dependency and the one making the same key.
  final class Handshake: Sendable {
    let sharedMade = DispatchSemaphore(value: 0)
    let otherStarted = DispatchSemaphore(value: 0)
  }

  struct Counter: TestDependencyKey {
    @Shared(.inMemory("count")) var count = 0

    init() {
      @Dependency(\.handshake) var handshake
      handshake.sharedMade.signal()
      _ = handshake.otherStarted.wait(timeout: .now() + 5)
      // Give the other task time to look the key up while this build is still running.
      Thread.sleep(forTimeInterval: 0.1)
      $count.withLock { $0 += 1 }
    }

    static var testValue: Counter { Counter() }
  }

  /// A `@Shared` made while a dependency's test value is being built, with a key that build
  /// made, waits for the build and reads what it wrote (Point-Free's lock order).
  @Test func aSharedMadeDuringADependencysBuildWaitsForIt() async {
    let handshake = Handshake()
    await withDependencies {
      $0.handshake = handshake
    } operation: {
      let building = Task {
        @Dependency(Counter.self) var counter
        return counter.count
      }
      let reading = Task {
        _ = handshake.sharedMade.wait(timeout: .now() + 5)
        handshake.otherStarted.signal()
        @Shared(.inMemory("count")) var count = 2
        return count
      }
      #expect(await reading.value == 1)
      #expect(await building.value == 1)
    }
  }

  @Test func aSharedMadeInsideTheBuildDoesNotWaitForItself() {
    struct Nested: TestDependencyKey {
      let value: Int
      init() {
        @Shared(.inMemory("nested")) var first = 1
        // The same key again, from the build that made it: found at once.
        @Shared(.inMemory("nested")) var second = 5
        value = second
      }
      static var testValue: Nested { Nested() }
    }
    @Dependency(Nested.self) var nested
    #expect(nested.value == 1)
  }
}

private enum HandshakeKey: TestDependencyKey {
  static var testValue: PersistentReferencesTests.Handshake {
    PersistentReferencesTests.Handshake()
  }
}

extension DependencyValues {
  fileprivate var handshake: PersistentReferencesTests.Handshake {
    get { self[HandshakeKey.self] }
    set { self[HandshakeKey.self] = newValue }
  }
}
