import Testing

@testable import CustomDump

@Suite struct ElementwiseEqualityTests {
  @Test func aCollectionThatKnowsItsWritesNamesOnlyTheChangedPositions() throws {
    let before = WrittenRows(count: 1_000, counter: ComparisonCounter())
    var after = before
    after.write(-1, at: 700)
    after.write(-1, at: 300)
    after.write(-2, at: 700)
    after.write(10, at: 10)
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
