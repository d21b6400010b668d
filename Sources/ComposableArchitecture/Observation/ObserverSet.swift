/// The ``observe(_:)`` observers registered with one observed thing (a field of a state value, a
/// store's state), each with the registrations it belongs to.
///
/// An observer is held weakly: a released ``ObserveToken`` frees its closure even if a field it
/// once read is never changed again. An entry outlives the run that made it: it wakes its
/// observer only while the observer listens with the registrations it belongs to (its `epoch`),
/// so a change to a field the observer no longer reads does not run it.
struct ObserverSet: Sendable {
  private struct Entry: Sendable {
    weak var observer: Observer?
    var epoch: Int
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// The number of observers registered, released ones included until the next change.
  var count: Int { entries.count }

  /// Registers `observer` in its registrations numbered `epoch`, replacing its earlier ones.
  mutating func insert(_ observer: Observer, epoch: Int) {
    let id = ObjectIdentifier(observer)
    if let index = entries.index(forKey: id), entries.values[index].observer === observer {
      entries.values[index].epoch = epoch
    } else {
      entries[id] = Entry(observer: observer, epoch: epoch)
    }
  }

  /// Removes `observer`.
  mutating func remove(_ observer: Observer) {
    entries[ObjectIdentifier(observer)] = nil
  }

  /// Schedules the observers listening with the registrations made here, and drops the released
  /// ones.
  ///
  /// - Complexity: O(observers registered here).
  mutating func wake() {
    var hasReleased = false
    var index = entries.values.startIndex
    while index != entries.values.endIndex {
      if let observer = entries.values[index].observer {
        observer.wake(from: entries.values[index].epoch)
      } else {
        hasReleased = true
      }
      entries.values.formIndex(after: &index)
    }
    if hasReleased { entries = entries.filter { $0.value.observer != nil } }
  }
}
