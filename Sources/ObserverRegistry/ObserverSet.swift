/// The `observe(_:)` observers registered with one observed thing (a field of a state value, a
/// store's state), each with the registrations it belongs to.
///
/// An observer is held strongly, and without a weak reference, whose side table would make every
/// retain and release of it take the runtime's slow path: an observer keeps exactly one set of
/// registrations in place, replaced when it reads other things and removed when it is cancelled,
/// and a cancelled observer has let go of its closure anyway.
package struct ObserverSet: Sendable {
  private struct Entry: Sendable {
    let observer: Observer
    var epoch: Int
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// The number of observers registered.
  package var count: Int { entries.count }

  /// Registers `observer` in its registrations numbered `epoch`, replacing its earlier ones.
  package mutating func insert(_ observer: Observer, epoch: Int) {
    let id = ObjectIdentifier(observer)
    if let index = entries.index(forKey: id) {
      entries.values[index].epoch = epoch
    } else {
      entries[id] = Entry(observer: observer, epoch: epoch)
    }
  }

  /// Removes `observer`.
  package mutating func remove(_ observer: Observer) {
    entries[ObjectIdentifier(observer)] = nil
  }

  /// Schedules the observers listening with the registrations made here.
  ///
  /// - Complexity: O(observers registered here).
  package func wake() {
    for entry in entries.values {
      entry.observer.wake(from: entry.epoch)
    }
  }
}
