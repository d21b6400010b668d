import Locking
import Synchronization

/// The view a `Shared` or `SharedReader` reads through, held by reference so that every copy of
/// it follows a change of key (`load(_:)`), as Point-Free's do.
@usableFromInline
final class SharedReferenceBox<Reference: Sendable>: Sendable {
  @usableFromInline let current: Lock<Reference>

  init(_ reference: Reference) {
    current = Lock(reference)
  }

  @inlinable var reference: Reference {
    current.withLock { $0 }
  }

  /// Replaces the view, returning the old one.
  func replace(with reference: Reference) -> Reference {
    current.withLock { current in
      defer { current = reference }
      return current
    }
  }
}
