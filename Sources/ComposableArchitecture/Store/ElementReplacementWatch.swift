import ObserverRegistry
import PlainPaths

/// Wakes the observers of a row's store when the row it shows is replaced by another value (same
/// id, new `_$id`), which nothing they observed would report: they read the old row's fields,
/// and the new row has a registrar of its own.
///
/// Any code that writes the array can replace a row (`state.rows[id: id] = Row.State(id: id)` in
/// the parent's reducer). After every send the watch asks the array's write log which rows were
/// written since it last looked, and compares the identity of those it has a store for: O(rows
/// written), whatever the length of the list. When the log cannot tell (rows were added or
/// removed, or too many were written), it compares every row it has a store for.
@MainActor
final class ElementReplacementWatch<ID: Hashable & Sendable, Element>: ElementReplacementChecking {
  private struct Watched {
    var identity: _$StateIdentity
    let observation: StoreObservation
  }

  private let rows: () -> IdentifiedArray<ID, Element>
  private let identity: StateIdentityReader<Element>
  private var watched: [ID: Watched] = [:]
  private var ids: [ID] = []
  private var mark: WriteLog.Mark?
  private var isRegistered = false

  /// A watch over the array `rows` reads, or nil when its elements are not observable states
  /// (they have no identity to lose).
  init?(rows: @escaping () -> IdentifiedArray<ID, Element>) {
    let identity = StateIdentityReader.of(Element.self)
    guard identity.hasIdentity else { return nil }
    self.rows = rows
    self.identity = identity
  }

  /// Starts watching the row with `id`, whose store was just made with `element`.
  ///
  /// - Returns: What the store's reads of its state register with, so that a replacement of
  ///   the row wakes them.
  func watch(_ id: ID, element: Element) -> StoreObservation {
    if !isRegistered {
      isRegistered = true
      ElementReplacementWatches.add(self)
    }
    if watched.isEmpty { remember(rows()) }
    var element = element
    let observation = StoreObservation()
    watched[id] = Watched(identity: identity(&element), observation: observation)
    return observation
  }

  /// Stops watching the rows whose stores were dropped.
  func keep(_ present: Set<ID>) {
    watched = watched.filter { present.contains($0.key) }
  }

  /// The number of rows watched.
  var count: Int { watched.count }

  /// Compares the rows written since the last check with the rows watched, and wakes the
  /// observers of each one replaced.
  func check() {
    guard !watched.isEmpty else { return }
    let rows = rows()
    defer { remember(rows) }
    // The plain twin (`PlainPaths`) compares every watched row: the write log only narrows it.
    if !PlainPaths.areTaken(for: .writeLog), rows.ids.sharesStorage(with: ids), let mark,
      let written = rows._writeLog?.positions(since: mark)
    {
      for position in written where position < rows.count {
        compare(rows.ids[position], in: rows)
      }
    } else {
      for id in watched.keys { compare(id, in: rows) }
    }
  }

  private func remember(_ rows: IdentifiedArray<ID, Element>) {
    ids = rows.ids
    mark = rows._writeLog?.mark
  }

  private func compare(_ id: ID, in rows: IdentifiedArray<ID, Element>) {
    guard let before = watched[id]?.identity, var element = rows[id: id] else { return }
    let now = identity(&element)
    guard !now.isSame(as: before) else { return }
    watched[id]?.identity = now
    watched[id]?.observation.stateDidChange()
  }
}
