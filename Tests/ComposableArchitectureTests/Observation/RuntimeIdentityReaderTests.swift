import IdentifiedCollections
import Testing

@testable import ComposableArchitecture

@Suite struct RuntimeIdentityReaderTests {
  @ObservableState
  struct Row: Equatable, Identifiable {
    let id: Int
  }

  @Test func anOptionalReaderReadsTheWrappedStatesID() {
    let read = OptionalIdentityReader<Row?>()
    var row: Row? = Row(id: 1)
    #expect(read(&row) == .optional(row?._$id))
    row = nil
    #expect(read(&row) == .optional(nil))
  }

  @Test func aCollectionReaderSeesRowsComeAndGo() {
    let read = CollectionIdentityReader<IdentifiedArrayOf<Row>>()
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1)]
    let before = read(&rows)
    #expect(read(&rows) == before)
    rows.append(Row(id: 2))
    #expect(read(&rows) != before)
  }
}
