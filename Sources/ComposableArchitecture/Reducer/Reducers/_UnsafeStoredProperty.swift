/// A stored property of a value type, reached by its byte offset in the value: the only place
/// Arbor writes through a raw pointer.
///
/// A child reducer mutates its child's state on every action. Through a key path, each mutation is
/// a call into the runtime that walks the key path's components and yields through a coroutine,
/// about 80 instructions a level. The offset of a stored property laid out inline is fixed for the
/// process, so this mutates it in place with an addition.
///
/// Invariants, checked by `_checkInvariants(_:)` and its tests:
/// - `offset` is what `MemoryLayout<Root>.offset(of:)` returned for the key path, which it does
///   only for storage laid out inline in `Root` (never a computed property, a class's property or
///   an indirect enum payload);
/// - so the `Value` at `offset` is bound to `Value`, for as long as the `inout Root` access lasts.
@usableFromInline
struct _UnsafeStoredProperty<Root, Value> {
  @usableFromInline let offset: Int

  /// The property at `keyPath`, or nil unless the key path names storage inline in `Root`.
  init?(_ keyPath: WritableKeyPath<Root, Value>) {
    guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return nil }
    self.offset = offset
  }

  /// Runs `body` on the property where it lives in `root`, and returns what `body` returns.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    withUnsafeMutablePointer(to: &root) { root in
      body(&(UnsafeMutableRawPointer(root) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// Checks that the offset reaches the same storage as `keyPath` in `root`.
  func _checkInvariants(_ root: inout Root, keyPath: WritableKeyPath<Root, Value>) -> Bool {
    guard MemoryLayout<Root>.offset(of: keyPath) == offset else { return false }
    let base = withUnsafeMutablePointer(to: &root) { UnsafeMutableRawPointer($0) }
    let byOffset = modify(&root) { value in
      withUnsafeMutablePointer(to: &value) { UnsafeMutableRawPointer($0) }
    }
    return byOffset == base + offset
  }
}
