import Testing

@testable import CustomDump

@Suite struct ElementwiseEqualityTests {
  @Test func elementsAreComparedElementByElement() throws {
    let equality = try #require(elementwiseEquality([1, 2, 3, 4], [1, 0, 3, 0]))
    #expect(equality.unequalOffsets == [1, 3])
    #expect(equality.flags == [true, false, true, false])
    #expect(elementwiseEquality([1, 2], [1, 2, 3]) == nil)
  }

  @Test func onlyEqualsDecidesNotIdenticalBytes() throws {
    // The same bits on both sides: `.nan` is still not equal to itself.
    let values = [1.0, .nan, 3.0]
    var copy = values
    copy[2] = 4
    let equality = try #require(elementwiseEquality(values, copy))
    #expect(equality.unequalOffsets == [1, 2])
  }

  @Test func elementsThatAreNotContiguousAreComparedTheSameWay() throws {
    let values: Set = [Double.nan]
    let equality = try #require(elementwiseEquality(values, values))
    #expect(equality.unequalOffsets == [0])
  }
}
