/// The cancel ids one effect runs under, outermost first.
///
/// Nearly every cancellable effect has exactly one id, kept inline: an array would be an
/// allocation per effect, and cancelling a burst of effects would read each one's array, each
/// in memory of its own, long gone cold by then.
@usableFromInline
struct CancelKeys: Sendable, Sequence, ExpressibleByArrayLiteral {
  /// The outermost id, if any.
  @usableFromInline var first: CancelID?
  /// The ids inside the outermost one, outermost first.
  @usableFromInline var rest: [CancelID]
  /// How many ids there are. Stored: asking an optional `CancelID` whether it holds one is a
  /// call through its value witnesses, and most effects check only this.
  @usableFromInline var count: Int

  /// No id.
  @inlinable
  init() {
    self.first = nil
    self.rest = []
    self.count = 0
  }

  @usableFromInline
  init(_ ids: [CancelID]) {
    self.first = ids.first
    self.rest = Array(ids.dropFirst())
    self.count = ids.count
  }

  @usableFromInline
  init(arrayLiteral ids: CancelID...) {
    self.init(ids)
  }

  /// Whether there is no id.
  @inlinable
  var isEmpty: Bool { count == 0 }

  /// These ids, then `id` inside them.
  @inlinable
  func appending(_ id: CancelID) -> Self {
    var keys = self
    if keys.count == 0 { keys.first = id } else { keys.rest.append(id) }
    keys.count += 1
    return keys
  }

  /// These ids, then `id` inside them, under its own path and under every path above it: a
  /// feature's `.cancel(id:)` reaches the effects its presented and pushed descendants made with
  /// the same id, as TCA registers an effect under every prefix of its navigation path.
  @inlinable
  func appendingUnderEveryPrefix(_ id: CancelID) -> Self {
    var keys = appending(id)
    guard !id.path.isEmpty else { return keys }
    var node = id.path.last
    repeat {
      node = node?.parent
      keys = keys.appending(CancelID(id.id, path: NavigationIDPath(last: node)))
    } while node != nil
    return keys
  }

  @usableFromInline
  struct Iterator: IteratorProtocol {
    var first: CancelID?
    var rest: IndexingIterator<[CancelID]>

    @usableFromInline
    mutating func next() -> CancelID? {
      if let first {
        self.first = nil
        return first
      }
      return rest.next()
    }
  }

  @usableFromInline
  func makeIterator() -> Iterator {
    Iterator(first: first, rest: rest.makeIterator())
  }

  @usableFromInline
  var underestimatedCount: Int { count }
}
