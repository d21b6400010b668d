import Locking
import Synchronization

/// Owns the iterator of a sequence wrapped by `AsyncStream(_:)` or `AsyncThrowingStream(_:)`.
///
/// The streams call ``next()`` once per element they hand out; iterating the same stream from
/// two tasks at once would call it concurrently, which is a programming error that the pump
/// stops with a clear message rather than a data race on the iterator.
// NB: the iterator is only touched inside `next()`, and `busy` lets one call in at a time.
final class SequencePump<S: AsyncSequence & Sendable>: @unchecked Sendable {  // NB: see above
  private let sequence: S
  private var iterator: S.AsyncIterator?
  private let busy = Lock(false)

  init(_ sequence: S) {
    self.sequence = sequence
  }

  func next() async throws -> S.Element? {
    let entered = busy.withLock { busy in
      defer { busy = true }
      return !busy
    }
    precondition(entered, "A stream wrapping an async sequence was iterated by two tasks at once.")
    defer { busy.withLock { $0 = false } }
    if iterator == nil { iterator = sequence.makeAsyncIterator() }
    return try await iterator?.next()
  }
}
