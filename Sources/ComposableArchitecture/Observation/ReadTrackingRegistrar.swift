import Observation
import Synchronization

/// The Observation registrar of one state value and its copies, and whether anything ever read
/// the value through it.
///
/// An observer can only be registered by reading a field, so the changes of a value nothing has
/// read need not be announced: a reducer mutating state no one reads (a counter's count before
/// any view shows it, the fields of rows no one displays) pays an atomic load per change instead
/// of the registrar's lock and lookup.
@usableFromInline
final class ReadTrackingRegistrar: Sendable {
  @usableFromInline let registrar = ObservationRegistrar()
  @usableFromInline let isRead = Atomic<Bool>(false)

  @usableFromInline init() {}

  /// The registrar, if anything has read the value: otherwise nothing observes it.
  ///
  /// A relaxed load is enough: a read that registered an observer and a later change are ordered
  /// by whatever orders them (the main actor, a lock), and that ordering carries the flag too.
  @inlinable
  var ifRead: ObservationRegistrar? {
    isRead.load(ordering: .relaxed) ? registrar : nil
  }

  /// The registrar, for a read: from now on changes are announced.
  @inlinable
  var forReading: ObservationRegistrar {
    if !isRead.load(ordering: .relaxed) { isRead.store(true, ordering: .relaxed) }
    return registrar
  }
}
