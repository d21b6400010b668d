import DifferentialTesting
import Testing

@Suite struct SeededGeneratorTests {
  @Test func aSeedGivesTheSameNumbersEveryTime() {
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    let a = (0..<100).map { _ in first.next() }
    let b = (0..<100).map { _ in second.next() }
    #expect(a == b)
  }

  @Test func neighbouringSeedsGiveUnrelatedNumbers() {
    var first = SeededGenerator(seed: 1)
    var second = SeededGenerator(seed: 2)
    let a = (0..<100).map { _ in first.next() }
    let b = (0..<100).map { _ in second.next() }
    #expect(zip(a, b).allSatisfy { $0 != $1 })
    #expect(Set(a).count == 100)
  }
}
