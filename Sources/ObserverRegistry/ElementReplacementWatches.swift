import Synchronization

/// Something checked after every send, before observers run again.
@MainActor
package protocol ElementReplacementChecking: AnyObject {
  func check()
}

/// The replacement watches alive, which ``ObservationScheduler`` checks before it runs the
/// observers a send woke, so that the ones a replacement wakes run in the same flush.
@MainActor
@usableFromInline
package enum ElementReplacementWatches {
  private struct Entry {
    weak var watch: (any ElementReplacementChecking)?
  }

  private static var entries: [Entry] = [] {
    didSet { registered.store(entries.count, ordering: .relaxed) }
  }

  /// `entries.count`, read after every send: an atomic costs a load, where the array, a global
  /// variable, costs a dynamic exclusivity check.
  private static let registered = Atomic<Int>(0)

  package static func add(_ watch: any ElementReplacementChecking) {
    entries.removeAll { $0.watch == nil }
    entries.append(Entry(watch: watch))
  }

  /// Whether any watch may be alive: a flush that woke no observer still checks them then.
  @usableFromInline
  package static var isActive: Bool { registered.load(ordering: .relaxed) != 0 }

  /// Checks every watch still alive.
  package static func checkAll() {
    guard !entries.isEmpty else { return }
    var sawDead = false
    for entry in entries {
      guard let watch = entry.watch else {
        sawDead = true
        continue
      }
      watch.check()
    }
    if sawDead { entries.removeAll { $0.watch == nil } }
  }

  /// The number of watches registered, alive or not: for tests.
  package static var count: Int { entries.count }
}
