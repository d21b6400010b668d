import Testing

@testable import DifferentialTesting

@MainActor
@Suite struct ShrinkerTests {
  @Test func aFailureShrinksToTheActionsItNeeds() async {
    // Fails when a 7 comes after a 3, with anything in between.
    func fails(_ values: [Int]) -> Bool {
      guard let three = values.firstIndex(of: 3) else { return false }
      return values[three...].contains(7)
    }
    let long = [1, 5, 3, 9, 9, 2, 8, 7, 4, 7, 6, 3]
    #expect(fails(long))
    let shrunk = await Shrinker.shrink(long) { fails($0) }
    #expect(shrunk == [3, 7])
  }

  @Test func aSequenceWithNothingToRemoveIsKept() async {
    let shrunk = await Shrinker.shrink([1, 2, 3]) { $0 == [1, 2, 3] }
    #expect(shrunk == [1, 2, 3])
  }
}
