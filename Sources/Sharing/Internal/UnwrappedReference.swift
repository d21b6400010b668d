/// A mutable view of a shared optional's wrapped value (`Shared($optional)`): reads remember
/// the value in an ``UnwrapCache``, which the view keeps showing once the optional is `nil`.
///
/// Reads go through the optional itself, so that only they update the cache; writes and
/// projections go through the cache's key path, which reads without remembering.
struct UnwrappedReference<Wrapped>: MutableSharedReference {
  let base: any MutableSharedReference<Wrapped?>
  let cache: UnwrapCache<Wrapped>
  private let unwrapped: any MutableSharedReference<Wrapped>

  init(_ base: any MutableSharedReference<Wrapped?>, initialValue: Wrapped) {
    let cache = UnwrapCache(initialValue)
    self.base = base
    self.cache = cache
    self.unwrapped = base.appending(\.[unwrapping: cache])
  }

  var storageID: ObjectIdentifier { base.storageID }
  var wrappedValue: Wrapped { base.wrappedValue.reading(through: cache) }
  var actualValue: Wrapped { unwrapped.actualValue }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  var saveError: (any Error)? { base.saveError }
  func load() async throws { try await base.load() }
  func save() async throws { try await base.save() }
  func touch() { base.touch() }

  func withLock<Result>(
    _ body: (inout Wrapped) throws -> Result,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) rethrows -> Result {
    try unwrapped.withLock(body, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func appending<Member>(
    _ keyPath: WritableKeyPath<Wrapped, Member>
  ) -> any MutableSharedReference<Member> {
    unwrapped.appending(keyPath)
  }

  func reading<Member>(_ keyPath: KeyPath<Wrapped, Member>) -> any SharedReference<Member> {
    unwrapped.reading(keyPath)
  }

  var description: String { unwrapped.description }
}

/// The read-only form of ``UnwrappedReference`` (`SharedReader($optional)`).
struct UnwrappedReaderReference<Wrapped>: SharedReference {
  let base: any SharedReference<Wrapped?>
  let cache: UnwrapCache<Wrapped>
  private let unwrapped: any SharedReference<Wrapped>

  init(_ base: any SharedReference<Wrapped?>, initialValue: Wrapped) {
    let cache = UnwrapCache(initialValue)
    self.base = base
    self.cache = cache
    self.unwrapped = base.reading(\.[unwrapping: cache])
  }

  var storageID: ObjectIdentifier { base.storageID }
  var wrappedValue: Wrapped { base.wrappedValue.reading(through: cache) }
  var actualValue: Wrapped { unwrapped.actualValue }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  func load() async throws { try await base.load() }
  func touch() { base.touch() }

  func reading<Member>(_ keyPath: KeyPath<Wrapped, Member>) -> any SharedReference<Member> {
    unwrapped.reading(keyPath)
  }

  var description: String { unwrapped.description }
}
