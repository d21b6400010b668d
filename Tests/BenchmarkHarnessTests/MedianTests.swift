import Testing

@testable import BenchmarkHarness

@Suite struct MedianTests {
  @Test func anOddCountGivesTheMiddleValueWhateverTheOrder() {
    #expect(median([9, 1, 5]) == 5)
  }

  @Test func anEvenCountGivesTheMeanOfTheTwoMiddleValues() {
    #expect(median([4, 1, 3, 2]) == 2.5)
  }

  @Test func oneSlowRoundDoesNotMoveTheMedian() {
    #expect(median([10, 11, 10, 1_000, 12]) == 11)
  }

  @Test func noValuesHaveNoMedian() {
    #expect(median([]) == nil)
  }
}
