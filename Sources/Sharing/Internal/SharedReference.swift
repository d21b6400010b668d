/// What a `SharedReader` reads through: a view of some shared storage.
@usableFromInline
protocol SharedReference<Value>: Sendable, CustomStringConvertible {
  associatedtype Value
  /// The storage this view reads, whatever its projection: the identity of the shared value.
  var storageID: ObjectIdentifier { get }
  /// The viewed value; the read is registered with observation.
  var wrappedValue: Value { get }
  /// The viewed value as it is, even while a test store asserts what it should be; the read is
  /// not registered with observation.
  var actualValue: Value { get }
  var isLoading: Bool { get }
  var loadError: (any Error)? { get }
  func load() async throws
  /// Tells observers of the shared value that it may have changed.
  func touch()
  /// A read-only view of a part of this view's value.
  func reading<Member>(_ keyPath: KeyPath<Value, Member>) -> any SharedReference<Member>
}

/// What a `Shared` reads and writes through: a mutable view of some shared storage.
@usableFromInline
protocol MutableSharedReference<Value>: SharedReference {
  var saveError: (any Error)? { get }
  /// Mutates the viewed value with exclusive access; a write nested in another write to the
  /// same storage is reported at the given location.
  func withLock<Result>(
    _ body: (inout Value) throws -> Result,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) rethrows -> Result
  func save() async throws
  /// A mutable view of a part of this view's value, writing through to it.
  func appending<Member>(
    _ keyPath: WritableKeyPath<Value, Member>
  ) -> any MutableSharedReference<Member>
}
