import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayEquatableTests {
  @Test func equalWhenSameElementsInSameOrder() {
    #expect(makeTodos(3) == makeTodos(3))
    #expect(IdentifiedArrayOf<Todo>() == [])
  }

  @Test func orderMatters() {
    var reversed = makeTodos(3)
    reversed.reverse()
    #expect(reversed != makeTodos(3))
  }

  @Test func contentsMatter() {
    var changed = makeTodos(3)
    changed[id: 1]?.isDone = true
    #expect(changed != makeTodos(3))
  }

  @Test func countMatters() {
    #expect(makeTodos(3) != makeTodos(4))
  }

  struct Reading: Equatable, Identifiable {
    let id: Int
    var value: Double
  }

  @Test func elementsAreComparedAsAnArrayComparesThem() {
    let readings: IdentifiedArrayOf<Reading> = [
      Reading(id: 0, value: .nan), Reading(id: 1, value: 1),
    ]
    // One buffer: equal without comparing, as two copies of an `Array` are.
    let copy = readings
    #expect(copy == readings)
    #expect(copy.elements == readings.elements)
  }

  @Test func anElementNotEqualToItselfMakesWrittenCopiesUnequal() {
    let readings: IdentifiedArrayOf<Reading> = [
      Reading(id: 0, value: .nan), Reading(id: 1, value: 1),
    ]
    var copy = readings
    copy[id: 1]?.value = 2
    copy[id: 1]?.value = 1
    // Neither wrote the `.nan`, but `==` is every element's: `.nan != .nan`.
    #expect(copy.elements != readings.elements)
    #expect(copy != readings)
  }
}
