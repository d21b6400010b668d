import Locking
import Observation
import PlainPaths
import Synchronization

/// The observers of one state value and its copies: `observe(_:)` observers, registered per
/// field in a table of Arbor's own, and Observation's (`withObservationTracking`, Perception,
/// SwiftUI), registered with an Observation registrar; and whether anything observes it at all.
///
/// A read made by an `observe` closure is recorded for that observer only (``ObservedReads``);
/// any other read goes to Observation. A change wakes the `observe` observers of the field that
/// changed, O(observers of that field), and tells Observation if Observation tracked a read.
///
/// An observer can only be registered by reading a field, so the changes of a value nothing has
/// read need not be announced: a reducer mutating state no one reads (a counter's count before
/// any view shows it, the fields of rows no one displays) pays an atomic load per change instead
/// of a lock and a lookup.
@usableFromInline
package final class ReadTrackingRegistrar: Sendable {
  @usableFromInline package let registrar = ObservationRegistrar()
  /// Who may observe the value: ``observedByObservation`` and ``observedByObservers`` bits.
  @usableFromInline package let observedBy = Atomic<UInt8>(0)
  /// The `observe` observers of each field read by one.
  private let observers = Lock(FieldObservers())

  @usableFromInline package static var observedByObservation: UInt8 { 1 }
  @usableFromInline package static var observedByObservers: UInt8 { 2 }

  @usableFromInline package init() {}

  /// Whether anything may observe the value.
  ///
  /// A relaxed load is enough: a read that registered an observer and a later change are ordered
  /// by whatever orders them (the main actor, a lock), and that ordering carries the flag too.
  @inlinable
  package var isObserved: Bool {
    observersToTell != 0
  }

  /// The ``observedBy`` bits a change consults: every bit in the plain twin (`PlainPaths`), which
  /// announces every change, as TCA's registrar does.
  @inlinable
  package var observersToTell: UInt8 {
    if PlainPaths.areTaken(for: .announcements) {
      return Self.observedByObservation | Self.observedByObservers
    }
    return observedBy.load(ordering: .relaxed)
  }

  /// Registers a read of `keyPath`: with the running `observe` closure if there is one, with
  /// Observation otherwise.
  @inlinable
  package func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    guard !recordObserverRead(keyPath) else { return }
    mark(Self.observedByObservation)
    registrar.access(subject, keyPath: keyPath)
  }

  /// Records a read of `keyPath` for the `observe` closure running on this thread, if one is.
  @usableFromInline
  package func recordObserverRead(_ keyPath: AnyKeyPath) -> Bool {
    guard let reads = ObservedReads.current else { return false }
    reads.record(self, keyPath)
    return true
  }

  /// Sets an `observedBy` bit, with one load when it is set already (every read but the first).
  @inlinable
  package func mark(_ observer: UInt8) {
    if observedBy.load(ordering: .relaxed) & observer == 0 {
      observedBy.bitwiseOr(observer, ordering: .relaxed)
    }
  }

  /// Runs `mutation`, a change of the field at `keyPath`, telling its observers.
  @inlinable
  package func withMutation<Subject: Observable, Member>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () -> Void
  ) {
    let observedBy = observersToTell
    if observedBy & Self.observedByObservers != 0 { wakeObservers(of: keyPath) }
    if observedBy & Self.observedByObservation != 0 {
      registrar.withMutation(of: subject, keyPath: keyPath, mutation)
    } else {
      mutation()
    }
  }

  /// Tells the observers of the field at `keyPath` that it is about to change: the first half of
  /// ``withMutation(of:keyPath:_:)``, for a setter that cannot pass its value during the write.
  @inlinable
  package func willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    let observedBy = observersToTell
    if observedBy & Self.observedByObservers != 0 { wakeObservers(of: keyPath) }
    if observedBy & Self.observedByObservation != 0 {
      registrar.willSet(subject, keyPath: keyPath)
    }
  }

  /// Tells Observation's trackers of the field at `keyPath` that it changed: the second half.
  @inlinable
  package func didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    if observersToTell & Self.observedByObservation != 0 {
      registrar.didSet(subject, keyPath: keyPath)
    }
  }

  /// Tells the observers of the field at `keyPath` that it changed.
  @inlinable
  package func announce<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    let observedBy = observersToTell
    if observedBy & Self.observedByObservers != 0 { wakeObservers(of: keyPath) }
    if observedBy & Self.observedByObservation != 0 {
      registrar.willSet(subject, keyPath: keyPath)
      registrar.didSet(subject, keyPath: keyPath)
    }
  }

  /// Schedules the `observe` observers of the field at `keyPath`.
  @usableFromInline
  package func wakeObservers(of keyPath: AnyKeyPath) {
    let field = FieldKey(keyPath)
    observers.withLock { $0.wake(field) }
  }

  /// Registers `observer`, in its registrations numbered `epoch`, as an observer of `keyPath`.
  package func register(_ observer: Observer, epoch: Int, for keyPath: AnyKeyPath) {
    mark(Self.observedByObservers)
    let field = FieldKey(keyPath)
    observers.withLock { $0.insert(observer, epoch: epoch, for: field) }
  }

  /// Removes `observer` from the observers of `keyPath`.
  package func unregister(_ observer: Observer, for keyPath: AnyKeyPath) {
    let field = FieldKey(keyPath)
    observers.withLock { $0.remove(observer, for: field) }
  }

  /// The number of `observe` observers registered for `keyPath`.
  package func observerCount(of keyPath: AnyKeyPath) -> Int {
    let field = FieldKey(keyPath)
    return observers.withLock { $0.count(for: field) }
  }
}
