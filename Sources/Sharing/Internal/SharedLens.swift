/// A mutable view of shared storage through a key path from its root value.
///
/// Projections compose their key paths (`$a.b.c` is one lens on `\.b.c`), so every view of a
/// shared value, however deep, is one storage and one key path: reading it costs one lock and one
/// key path application, and observation can tell its readers apart from the readers of its
/// siblings.
// NB: the key path is immutable; the only values key paths built here capture are ids, which
//     are `Hashable`, and Sharing's own `Sendable` caches.
struct SharedLens<Root, Value>: MutableSharedReference, @unchecked Sendable {  // NB: above
  let storage: SharedStorage<Root>
  let keyPath: WritableKeyPath<Root, Value>
  /// Whether ``keyPath`` is `\.self`: the whole value, which every write may change.
  let isWhole: Bool

  var storageID: ObjectIdentifier { ObjectIdentifier(storage) }
  var wrappedValue: Value { storage.read(keyPath, isWhole: isWhole) }
  var actualValue: Value { storage.actualValue(keyPath) }
  var isLoading: Bool { storage.isLoading }
  var loadError: (any Error)? { storage.loadError }
  var saveError: (any Error)? { storage.saveError }
  func load() async throws { try await storage.load() }
  func save() async throws { try await storage.save() }
  func touch() { storage.touch() }

  func withLock<Result>(
    _ body: (inout Value) throws -> Result,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) rethrows -> Result {
    try storage.withLock(
      keyPath, body, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  func appending<Member>(
    _ keyPath: WritableKeyPath<Value, Member>
  ) -> any MutableSharedReference<Member> {
    SharedLens<Root, Member>(
      storage: storage, keyPath: self.keyPath.appending(path: keyPath), isWhole: false
    )
  }

  func reading<Member>(_ keyPath: KeyPath<Value, Member>) -> any SharedReference<Member> {
    SharedReaderLens<Root, Member>(
      storage: storage, keyPath: self.keyPath.appending(path: keyPath), isWhole: false
    )
  }

  var description: String { describe(storage: storage, keyPath: keyPath, isWhole: isWhole) }
}

extension SharedLens where Root == Value {
  /// A view of the whole stored value.
  init(storage: SharedStorage<Root>) {
    self.init(storage: storage, keyPath: \.self, isWhole: true)
  }
}

extension SharedReaderLens where Root == Value {
  /// A read-only view of the whole stored value.
  init(storage: SharedStorage<Root>) {
    self.init(storage: storage, keyPath: \.self, isWhole: true)
  }
}

/// A read-only view of shared storage through a key path from its root value.
// NB: as `SharedLens`: the key path is immutable and captures only `Sendable` values.
struct SharedReaderLens<Root, Value>: SharedReference, @unchecked Sendable {  // NB: above
  let storage: SharedStorage<Root>
  let keyPath: KeyPath<Root, Value>
  let isWhole: Bool

  var storageID: ObjectIdentifier { ObjectIdentifier(storage) }
  var wrappedValue: Value { storage.read(keyPath, isWhole: isWhole) }
  var actualValue: Value { storage.actualValue(keyPath) }
  var isLoading: Bool { storage.isLoading }
  var loadError: (any Error)? { storage.loadError }
  func load() async throws { try await storage.load() }
  func touch() { storage.touch() }

  func reading<Member>(_ keyPath: KeyPath<Value, Member>) -> any SharedReference<Member> {
    SharedReaderLens<Root, Member>(
      storage: storage, keyPath: self.keyPath.appending(path: keyPath), isWhole: false
    )
  }

  var description: String { describe(storage: storage, keyPath: keyPath, isWhole: isWhole) }
}

/// A view of shared storage as the README and dumps show it: the key that persists it, or its
/// value, followed by the projection's key path.
private func describe<Root>(
  storage: SharedStorage<Root>, keyPath: AnyKeyPath, isWhole: Bool
) -> String {
  let base =
    storage.persistence?.description ?? "value: \(String(reflecting: storage.currentValue))"
  return isWhole ? base : "\(base)[dynamicMember: \(keyPath)]"
}
