import Locking
import Synchronization

/// The identity of one element of a ``StackState``, given when the element is pushed.
///
/// Ids are generational: each push takes the next number of the dependency context and no
/// number is reused, so an effect holding the id of a popped screen can never address the
/// screen pushed after it. They dump as `#0`, `#1`, … In tests, where numbering starts at 0 for
/// each test, integer literals stand for ids:
///
/// ```swift
/// await store.send(\.path.push, (id: 0, state: .detail(Detail.State())))
/// await store.send(.path(.element(id: 0, action: .detail(.saveTapped))))
/// ```
public struct StackElementID: Hashable, Sendable {
  /// The position of this id in the order ids were given out.
  var generation: Int
}

extension StackElementID: CustomDebugStringConvertible {
  /// The id as `#` and its number.
  public var debugDescription: String { "#\(generation)" }
}

extension StackElementID: CustomDumpStringConvertible {
  /// The id as `#` and its number, in dumps and diffs.
  public var customDumpDescription: String { debugDescription }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// The id with generation `value`: a test's shorthand for the ids it knows a stack gives out.
  ///
  /// Outside tests, ids come only from pushes; writing one as a literal there is a bug (it may
  /// address an element it was never given to), and stops the program.
  public init(integerLiteral value: Int) {
    guard isTesting else {
      fatalError(
        """
        A "StackElementID" was written as an integer literal (\(value)) outside a test. Ids are \
        given out by the stack when an element is pushed; read them from "StackState.ids" or \
        from the action that carries them.
        """
      )
    }
    self.init(generation: value)
  }
}

/// Gives out stack element ids in order, one sequence per dependency context.
final class StackElementIDGenerator: Sendable {
  private let nextGeneration: Lock<Int>

  /// A generator whose first id is `#generation`.
  init(startingAt generation: Int = 0) {
    nextGeneration = Lock(generation)
  }

  /// A fresh id.
  func next() -> StackElementID {
    nextGeneration.withLock { next in
      defer { next += 1 }
      return StackElementID(generation: next)
    }
  }

  /// The id ``next()`` would give, without taking it.
  func peek() -> StackElementID {
    StackElementID(generation: nextGeneration.withLock { $0 })
  }

  /// Starts the sequence over at `#0`: an XCTest test store, at the end of its test.
  func restart() {
    nextGeneration.withLock { $0 = 0 }
  }

  /// Takes `id`, and every id before it, if they have not been given out yet: a store pushing
  /// `#2` by hand moves the sequence past it.
  func skip(past id: StackElementID) {
    nextGeneration.withLock { $0 = max($0, id.generation + 1) }
  }
}

extension DependencyValues {
  /// The generator of stack element ids: one per dependency context, so each test numbers its
  /// stacks from `#0`.
  var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { StackElementIDGenerator() }
  static var testValue: StackElementIDGenerator { StackElementIDGenerator() }
}
