import Perception
import Synchronization
import Testing

@Perceptible
final class Scoreboard {
  var home = 0
  var away = 0
  @PerceptionIgnored var lastRead = ""
}

/// Counts the `onChange` calls of a tracking closure, which may run on any thread.
final class ChangeCounter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

@Suite struct PerceptibleTests {
  @Test func changingAReadPropertyCallsOnChangeOnce() {
    let board = Scoreboard()
    let changes = ChangeCounter()
    let home = withPerceptionTracking {
      board.home
    } onChange: {
      changes.increment()
    }
    #expect(home == 0)
    board.home += 1
    board.home = 5
    #expect(changes.value == 1)
    #expect(board.home == 5)
  }

  @Test func changingAnUnreadPropertyCallsNothing() {
    let board = Scoreboard()
    let changes = ChangeCounter()
    _ = withPerceptionTracking {
      board.home
    } onChange: {
      changes.increment()
    }
    board.away = 3
    #expect(changes.value == 0)
  }

  @Test func ignoredPropertiesAreNotTracked() {
    let board = Scoreboard()
    let changes = ChangeCounter()
    _ = withPerceptionTracking {
      board.lastRead
    } onChange: {
      changes.increment()
    }
    board.lastRead = "home"
    #expect(changes.value == 0)
  }

  @Test func observationTrackingSeesPerceptibleClasses() {
    let board = Scoreboard()
    let changes = ChangeCounter()
    _ = withObservationTracking {
      board.away
    } onChange: {
      changes.increment()
    }
    board.away = 1
    #expect(changes.value == 1)
  }

  @Test func theClassConformsToPerceptibleAndObservable() {
    let board: Any = Scoreboard()
    #expect(board is any Perceptible)
    #expect(board is any Observable)
  }
}

/// A generic class whose tracked property is set in its initializer, through the init accessor.
@Perceptible
final class Box<Value: Sendable> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// A main-actor class, as view models are.
@MainActor
@Perceptible
final class Counter {
  var count = 0
}

@Suite struct PerceptibleClassShapeTests {
  @Test func aGenericClassIsTracked() {
    let box = Box("a")
    let changes = ChangeCounter()
    _ = withPerceptionTracking {
      box.value
    } onChange: {
      changes.increment()
    }
    box.value = "b"
    #expect(changes.value == 1)
    #expect(box.value == "b")
  }

  @MainActor
  @Test func aMainActorClassIsTracked() {
    let counter = Counter()
    let changes = ChangeCounter()
    _ = withPerceptionTracking {
      counter.count
    } onChange: {
      changes.increment()
    }
    counter.count += 1
    #expect(changes.value == 1)
  }
}
