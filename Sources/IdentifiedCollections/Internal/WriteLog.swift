import Synchronization

/// The element writes an identified array made, so that a reader can ask which elements were
/// written since an earlier moment of the array, or of the one it was copied from, instead of
/// reading all of them. (Equality does not use it: `==` compares every element, as `Array`'s
/// does, since an element need not equal its own copy.)
///
/// Copies of an array share its log as they share its buffers, and a log is written only while
/// one array holds it: the first element write after a copy gives the writer a new log that
/// remembers the log it was copied from and that log's generation at the time. Every write
/// recorded in a log bumps its generation, so a write into the original after the copy breaks
/// the link, and the reader falls back to reading every element.
///
/// Structural changes (insertions, removals, moves) are not recorded: they write the ids
/// buffer, and two arrays that still share that buffer have had none since they were copies.
/// A reader must check that first; positions are meaningless across a structural change.
///
/// The log keeps the last ``capacity`` positions written (a repeat of the last one is not
/// kept again): an action writes a few rows, not hundreds, and beyond that the answer is "not
/// known", never a wrong list.
@usableFromInline
package final class WriteLog: @unchecked Sendable {  // NB: written only while uniquely referenced
  /// A log and the number of writes it had recorded at some moment.
  @usableFromInline
  struct Stamp: Equatable, Sendable {
    @usableFromInline let serial: UInt64
    @usableFromInline let generation: UInt64

    @inlinable
    init(serial: UInt64, generation: UInt64) {
      self.serial = serial
      self.generation = generation
    }
  }

  /// A moment in a log's history, to ask later which positions were written since
  /// (``positions(since:)``). Holding one keeps no buffer alive.
  package struct Mark: Equatable, Sendable {
    let stamp: Stamp
    let entries: Int
  }

  /// How many positions a log remembers.
  @usableFromInline
  static var capacity: Int { Record.Ring.count }

  private static let serials = Atomic<UInt64>(0)

  /// A number no other log has; unlike an object's address, it is never reused.
  @usableFromInline
  let serial: UInt64

  /// What the log has recorded, in one variable: a write updates it under one exclusivity
  /// access, where three variables of a class would take three.
  struct Record {
    typealias Ring = InlineArray<16, Int>

    /// The number of element writes recorded.
    var generation: UInt64 = 0
    /// The last ``WriteLog/capacity`` positions recorded, entry `e` at `ring[e % capacity]`.
    /// Inline: recording calls nothing, allocates nothing.
    var ring = Ring(repeating: 0)
    /// How many entries were ever recorded in the ring.
    var entries = 0

    mutating func record(_ position: Int) {
      generation &+= 1
      if entries > 0, ring[(entries - 1) % ring.count] == position { return }
      ring[entries % ring.count] = position
      entries += 1
    }
  }

  // NB: Private, and read and written only by the non-inlinable members below: the whole
  //     module's optimizer then sees every access, none nested in another, and checks them
  //     statically. Reachable from inlinable code, each write paid a dynamic exclusivity check
  //     (about 120 instructions with its retain and release: a row action's write).
  private var recorded = Record()

  /// The log this one was copied from, as it was at the copy; `nil` for the log of a new array.
  @usableFromInline
  let origin: Stamp?

  /// The number of element writes recorded here.
  @usableFromInline
  var generation: UInt64 { recorded.generation }

  /// How many entries were ever recorded in the ring.
  @usableFromInline
  var entries: Int { recorded.entries }

  /// A log for an array that was a copy of the holder of `original` until now, or for a new
  /// array when `original` is `nil`.
  @usableFromInline
  init(after original: WriteLog?) {
    serial = Self.serials.add(1, ordering: .relaxed).oldValue
    origin = original?.stamp
  }

  /// This log as it is now.
  @inlinable
  var stamp: Stamp { Stamp(serial: serial, generation: generation) }

  /// Records a write of the element at `position`.
  @usableFromInline
  func record(_ position: Int) {
    recorded.record(position)
  }

  /// The positions recorded from entry `first` on, or `nil` if some of them were forgotten.
  @usableFromInline
  func positions(fromEntry first: Int) -> [Int]? {
    let recorded = recorded
    guard recorded.entries - first <= Self.capacity else { return nil }
    return (first..<recorded.entries).map { recorded.ring[$0 % Self.capacity] }
  }

  /// The positions written since the copy this log started with, without immediate repeats;
  /// `nil` for the log of a new array, or once more than ``capacity`` were written.
  @inlinable
  var positions: [Int]? {
    origin == nil ? nil : positions(fromEntry: 0)
  }

  /// This moment of the log.
  package var mark: Mark { Mark(stamp: stamp, entries: entries) }

  /// The positions written since `mark` was taken, of this log or of the one this log's holder
  /// was copied from; `nil` when that is not known. May name a position more than once, or one
  /// written just before the mark.
  package func positions(since mark: Mark) -> [Int]? {
    if mark.stamp.serial == serial {
      guard generation != mark.stamp.generation else { return [] }
      // The entry last at the mark may have been written again without a new entry.
      return positions(fromEntry: max(mark.entries - 1, 0))
    }
    if origin == mark.stamp { return positions(fromEntry: 0) }
    return nil
  }
}
