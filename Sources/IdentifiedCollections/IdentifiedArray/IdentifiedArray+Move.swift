import Foundation

extension IdentifiedArray {
  /// Moves the elements at the given offsets so they sit, in their current relative order,
  /// just before the element now at `destination`.
  ///
  /// This is the shape of SwiftUI's `onMove` callback: `destination` is an offset in the array
  /// as it is before the move, and may be ``endIndex``.
  ///
  /// ```swift
  /// // [a, b, c, d]
  /// letters.move(fromOffsets: [0], toOffset: 3)  // [b, c, a, d]
  /// letters.move(fromOffsets: [3], toOffset: 0)  // [d, b, c, a]
  /// ```
  ///
  /// - Parameters:
  ///   - source: Valid positions of the elements to move.
  ///   - destination: A valid index of the array, or ``endIndex``.
  /// - Complexity: O(*n* log *m*), where *n* is the length of the array and *m* the number of
  ///   ranges in `source`.
  @inlinable
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    guard let first = source.first, let last = source.last else { return }
    precondition(
      first >= 0 && last < count, "IdentifiedArray: offset \(last) out of range of \(count)"
    )
    precondition(
      destination >= 0 && destination <= count,
      "IdentifiedArray: destination \(destination) out of range of \(count)"
    )
    var staying: [Int] = []
    var moving: [Int] = []
    staying.reserveCapacity(count - source.count)
    moving.reserveCapacity(source.count)
    var insertion = 0
    for offset in 0..<count {
      if source.contains(offset) {
        moving.append(offset)
      } else {
        staying.append(offset)
        if offset < destination { insertion += 1 }
      }
    }
    var order = staying
    order.insert(contentsOf: moving, at: insertion)
    guard let firstChange = order.indices.first(where: { order[$0] != $0 }) else { return }
    _elements = order.map { _elements[$0] }
    _ids = order.map { _ids[$0] }
    _reindex(from: firstChange)
  }
}
