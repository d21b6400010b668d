/// A key's operations, erased to closures, for the storage of a shared value that a key
/// persists.
struct SharedPersistence<Value>: Sendable {
  /// The key, as the key describes itself: it names the key in messages and dumps.
  let description: String
  /// Loads the value on request (`load()`); `nil` means "keep the current value".
  let load: @Sendable () async throws -> Value?
  /// Saves a value after a write (`.didSet`), or `nil` for a read-only key.
  let didSet: (@Sendable (Value, SaveContinuation) -> Void)?
  /// Saves a value on request (`save()`), or `nil` for a read-only key.
  let save: (@Sendable (Value) async throws -> Void)?

  init<Key: SharedReaderKey<Value>>(reading key: Key) {
    let description = String(describing: key)
    self.description = description
    self.load = {
      try await withCheckedThrowingContinuation { continuation in
        key.load(
          context: .userInitiated,
          continuation: LoadContinuation(description) { continuation.resume(with: $0) }
        )
      }
    }
    self.didSet = nil
    self.save = nil
  }

  init<Key: SharedKey<Value>>(_ key: Key) {
    let reading = Self(reading: key)
    self.description = reading.description
    self.load = reading.load
    self.didSet = { value, continuation in
      key.save(value, context: .didSet, continuation: continuation)
    }
    let description = reading.description
    self.save = { value in
      try await withCheckedThrowingContinuation { continuation in
        key.save(
          value,
          context: .userInitiated,
          continuation: SaveContinuation(description) { continuation.resume(with: $0) }
        )
      }
    }
  }
}
