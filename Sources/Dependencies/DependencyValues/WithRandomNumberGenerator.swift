import Foundation

extension DependencyValues {
  /// Lends a random number generator to a closure.
  ///
  /// Live: the system's generator. In tests, unless overridden: a generator that reports
  /// `Unimplemented: @Dependency(\.withRandomNumberGenerator)` each time it is used, then draws
  /// from a fixed seed (never from the system). Override it with a seeded generator of your own:
  ///
  /// ```swift
  /// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  /// let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
  /// ```
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
  static var testValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(
      SeededGenerator(seed: 0),
      onUse: { reportIssue(#"Unimplemented: @Dependency(\.withRandomNumberGenerator)"#) }
    )
  }
}

/// Lends a random number generator to closures, one at a time: the
/// ``DependencyValues/withRandomNumberGenerator`` dependency.
public final class WithRandomNumberGenerator: @unchecked Sendable {  // NB: state used under lock
  private var generator: any RandomNumberGenerator
  private let lock = NSLock()
  private let onUse: (@Sendable () -> Void)?

  /// Lends `generator`, which may be seeded for predictable tests.
  ///
  /// - Parameter generator: The generator to lend.
  public init<T: RandomNumberGenerator & Sendable>(_ generator: T) {
    self.generator = generator
    self.onUse = nil
  }

  init<T: RandomNumberGenerator & Sendable>(_ generator: T, onUse: @escaping @Sendable () -> Void) {
    self.generator = generator
    self.onUse = onUse
  }

  /// Runs `work` with the generator, which no other caller uses meanwhile.
  ///
  /// - Parameter work: Draws from the generator; what it throws is rethrown.
  /// - Returns: What `work` returns.
  public func callAsFunction<R>(_ work: (inout any RandomNumberGenerator) throws -> R) rethrows
    -> R
  {
    onUse?()
    lock.lock()
    defer { lock.unlock() }
    return try work(&generator)
  }
}

/// SplitMix64: a small, fast generator with a fixed sequence per seed, for test defaults.
struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
