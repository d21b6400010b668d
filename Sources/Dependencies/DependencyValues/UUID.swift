import Foundation
import Locking
import Synchronization

extension DependencyValues {
  /// Makes UUIDs.
  ///
  /// Live: random UUIDs, `UUID()`. In tests, unless overridden: a generator that reports
  /// `Unimplemented: @Dependency(\.uuid)` each time it is called (and returns counting UUIDs, never
  /// random ones). Override it with ``UUIDGenerator/incrementing`` for predictable ids:
  ///
  /// ```swift
  /// let model = withDependencies {
  ///   $0.uuid = .incrementing
  /// } operation: {
  ///   TodosModel()
  /// }
  /// model.addButtonTapped()
  /// #expect(model.todos[0].id == UUID(0))  // 00000000-0000-0000-0000-000000000000
  /// ```
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static var testValue: UUIDGenerator {
    let incrementing = UUIDGenerator.incrementing
    return UUIDGenerator {
      reportIssue(#"Unimplemented: @Dependency(\.uuid)"#)
      return incrementing()
    }
  }
}

/// Makes UUIDs: the ``DependencyValues/uuid`` dependency.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator that makes UUIDs with `generate`.
  ///
  /// - Parameter generate: Returns a UUID when called.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// A generator that always returns `uuid`.
  ///
  /// - Parameter uuid: The UUID to return.
  /// - Returns: A constant generator.
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }

  /// A new generator that counts up from `00000000-0000-0000-0000-000000000000`.
  ///
  /// ```swift
  /// let uuid = UUIDGenerator.incrementing
  /// uuid()  // 00000000-0000-0000-0000-000000000000
  /// uuid()  // 00000000-0000-0000-0000-000000000001
  /// ```
  ///
  /// Each read of this property starts a new count; copies of one generator share theirs.
  public static var incrementing: Self {
    let next = Lock(0)
    return Self {
      UUID(
        next.withLock { value in
          defer { value += 1 }
          return value
        })
    }
  }

  /// Makes a UUID.
  public func callAsFunction() -> UUID {
    generate()
  }
}

extension UUID {
  /// The UUID that spells `intValue` in hexadecimal: its magnitude in the last 64 bits and its
  /// sign in the third group. `UUID(1)` is `00000000-0000-0000-0000-000000000001`, `UUID(-1)` is
  /// `00000000-0000-0001-0000-000000000001`.
  ///
  /// - Parameter intValue: Any integer.
  public init(_ intValue: Int) {
    let magnitude = UInt64(intValue.magnitude)
    func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: magnitude >> shift) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, intValue < 0 ? 1 : 0,
        byte(56), byte(48), byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)
      )
    )
  }
}
