import IdentifiedCollections
import Testing

@testable import CustomDump

@Suite struct ElementwiseEqualityTests {
  struct Row: Identifiable, Equatable {
    let id: Int
    var value: Int
  }

  @Test func anIdentifiedArrayAndItsChangedCopyNameOnlyTheChangedPositions() throws {
    let before = IdentifiedArrayOf(uniqueElements: (0..<1_000).map { Row(id: $0, value: $0) })
    var after = before
    after[id: 700]?.value = -1
    after[id: 300]?.value = -1
    after[id: 700]?.value = -2
    after[id: 10]?.value += 0
    let equality = try #require(elementwiseEquality(before, after))
    #expect(equality.count == 1_000)
    #expect(equality.unequalOffsets == [300, 700], "sorted, once each, unchanged writes left out")
  }

  @Test func otherCollectionsAreComparedElementByElement() throws {
    let equality = try #require(elementwiseEquality([1, 2, 3, 4], [1, 0, 3, 0]))
    #expect(equality.unequalOffsets == [1, 3])
    #expect(equality.flags == [true, false, true, false])
    #expect(elementwiseEquality([1, 2], [1, 2, 3]) == nil)
  }
}
