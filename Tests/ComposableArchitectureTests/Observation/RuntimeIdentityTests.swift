import Testing

@testable import ComposableArchitecture

@Suite struct RuntimeIdentityTests {
  @ObservableState
  struct Row: Equatable, Identifiable {
    let id: Int
    var title = ""
  }

  @Test func valuesWithoutIdentityHaveNoReader() {
    #expect(RuntimeIdentity.of(Int.self) == nil)
    #expect(RuntimeIdentity.of([Int].self) == nil)
    #expect(RuntimeIdentity.stateID(of: Int.self) == nil)
  }

  /// An array of observable states is identified by its rows' ids, in order, as TCA's
  /// `_$isIdentityEqual` compares them: a row changed in place keeps it, a move changes it.
  @Test func anArrayIsIdentifiedByItsRowsIDs() throws {
    var rows = [Row(id: 1), Row(id: 2)]
    let read = try #require(RuntimeIdentity.of([Row].self))
    let before = read(&rows)
    rows[0].title = "Milk"
    #expect(read(&rows) == before)
    rows.swapAt(0, 1)
    #expect(read(&rows) != before)
  }

  @Test func anObservableStatesIdentityIsItsID() throws {
    var row = Row(id: 1)
    let read = try #require(RuntimeIdentity.stateID(of: Row.self))
    let before = read(&row)
    row.title = "Milk"
    #expect(read(&row) == before)
    row = Row(id: 1)
    #expect(read(&row) != before)
  }

  @Test func anOptionalIsIdentifiedByItsWrappedState() throws {
    var row: Row? = Row(id: 1)
    let read = try #require(RuntimeIdentity.of(Row?.self))
    let before = read(&row)
    #expect(before == .optional(row?._$id))
    row?.title = "Milk"
    #expect(read(&row) == before)
    row = nil
    #expect(read(&row) == .optional(nil))
  }

  /// An identified array is identified by its ids: rows added, removed or moved change its
  /// identity; a row changed in place, or replaced by another value, does not (the row's store
  /// and `forEach` see to its observers).
  @Test func anIdentifiedArrayChangesIdentityWhenRowsComeOrGo() throws {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    let read = try #require(RuntimeIdentity.of(IdentifiedArrayOf<Row>.self))
    let before = read(&rows)
    rows[id: 1]?.title = "Milk"
    #expect(read(&rows) == before)
    rows[id: 2] = Row(id: 2)
    #expect(read(&rows) == before)

    rows.append(Row(id: 3))
    let afterAppend = read(&rows)
    #expect(afterAppend != before)
    rows.swapAt(0, 1)
    #expect(read(&rows) != afterAppend)
  }
}
