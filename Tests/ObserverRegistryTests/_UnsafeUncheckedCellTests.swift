import Testing

@testable import ObserverRegistry

@Suite struct UnsafeUncheckedCellTests {
  /// What is written is what is read back.
  @Test func aWriteIsReadBack() {
    let cell = _UnsafeUncheckedCell((count: 0, name: "a"))
    cell.value.count += 2
    cell.value.name = "b"
    #expect(cell.value.count == 2)
    #expect(cell.value.name == "b")
  }

  /// A mutation through the cell happens where the value lives: an array appended to keeps its
  /// buffer, as the observer's reads rely on (a copy out and back would reallocate on every
  /// append).
  @Test func anArrayIsMutatedInPlace() {
    let cell = _UnsafeUncheckedCell([0])
    cell.value.reserveCapacity(64)
    let buffer = cell.value.withUnsafeBufferPointer { $0.baseAddress }
    for element in 1..<64 { cell.value.append(element) }
    #expect(cell.value.withUnsafeBufferPointer { $0.baseAddress } == buffer)
    #expect(cell.value == Array(0..<64))
  }
}
