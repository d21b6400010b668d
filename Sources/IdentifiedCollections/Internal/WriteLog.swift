import Synchronization

/// The element writes an identified array made since it was copied from another value, so that
/// comparing the two reads only the elements written instead of all of them.
///
/// Copies of an array share its log as they share its buffers, and a log is written only while
/// one array holds it: the first element write after a copy gives the writer a new log that
/// remembers the log it was copied from and that log's generation at the time. Every write
/// recorded in a log bumps its generation, so a write into the original after the copy breaks
/// the link, and the comparison falls back to reading every element.
///
/// Structural changes (insertions, removals, moves) are not recorded: they write the ids
/// buffer, and two arrays that still share that buffer have had none since they were copies.
@usableFromInline
final class WriteLog: @unchecked Sendable {  // NB: written only while uniquely referenced
  /// A log and the number of writes it had recorded at some moment.
  @usableFromInline
  struct Stamp: Equatable {
    @usableFromInline let serial: UInt64
    @usableFromInline let generation: UInt64

    @inlinable
    init(serial: UInt64, generation: UInt64) {
      self.serial = serial
      self.generation = generation
    }
  }

  /// How many distinct positions a log keeps before it gives up: a snapshot is compared with
  /// the value one action made of it, and an action writes a few rows, not hundreds.
  @usableFromInline
  static var capacity: Int { 16 }

  private static let serials = Atomic<UInt64>(0)

  /// A number no other log has; unlike an object's address, it is never reused.
  @usableFromInline
  let serial: UInt64

  /// The number of element writes recorded here.
  @usableFromInline
  var generation: UInt64 = 0

  /// The log this one was copied from, as it was at the copy; `nil` for the log of a new array.
  @usableFromInline
  let origin: Stamp?

  /// The positions written since the copy, without immediate repeats; `nil` when there is no
  /// copy to compare with, or once more than ``capacity`` positions were written.
  @usableFromInline
  var positions: [Int]?

  /// A log for an array that was a copy of the holder of `original` until now, or for a new
  /// array when `original` is `nil`.
  @usableFromInline
  init(after original: WriteLog?) {
    serial = Self.serials.add(1, ordering: .relaxed).oldValue
    origin = original?.stamp
    positions = original == nil ? nil : []
  }

  /// This log as it is now.
  @inlinable
  var stamp: Stamp { Stamp(serial: serial, generation: generation) }

  /// Records a write of the element at `position`.
  @inlinable
  func record(_ position: Int) {
    generation &+= 1
    guard let count = positions?.count, positions?.last != position else { return }
    if count < Self.capacity {
      positions?.append(position)
    } else {
      positions = nil
    }
  }
}
