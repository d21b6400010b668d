import Testing

@testable import IdentifiedCollections

/// The replacement count that lets observers of an array see a row replaced in place.
@Suite struct IdentifiedArrayReplacementsTests {
  struct Row: Identifiable, Equatable {
    let id: Int
    var generation: Int  // stands for an identity that survives mutation
    var text = ""
  }

  static func watched(_ rows: [Row]) -> IdentifiedArrayOf<Row> {
    var array = IdentifiedArray(uniqueElements: rows)
    array._elementIdentity = { AnyHashable($0.generation) }
    return array
  }

  @Test func mutatingARowInPlaceIsNotAReplacement() {
    var rows = Self.watched([Row(id: 1, generation: 10), Row(id: 2, generation: 20)])
    rows[id: 1]?.text = "changed"
    rows[0].text = "again"
    #expect(rows._replacements == 0)
  }

  @Test func replacingARowByAnotherIdentityIsCounted() {
    var rows = Self.watched([Row(id: 1, generation: 10), Row(id: 2, generation: 20)])
    rows[id: 1] = Row(id: 1, generation: 11)
    rows[1] = Row(id: 2, generation: 21)
    rows.updateOrAppend(Row(id: 1, generation: 12))
    rows.update(Row(id: 2, generation: 22), at: 1)
    #expect(rows._replacements == 4)
  }

  @Test func nothingIsCountedUnlessIdentitiesAreWatched() {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1, generation: 10)]
    rows[id: 1] = Row(id: 1, generation: 11)
    #expect(rows._replacements == 0)
  }

  @Test func theCountIsNotPartOfTheValue() {
    var rows = Self.watched([Row(id: 1, generation: 10)])
    let before = rows
    rows[id: 1] = Row(id: 1, generation: 10)
    #expect(rows == before)
  }
}
