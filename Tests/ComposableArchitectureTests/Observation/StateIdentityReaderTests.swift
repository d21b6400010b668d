import IdentifiedCollections
import Testing

@testable import ComposableArchitecture

@Suite struct StateIdentityReaderTests {
  @ObservableState
  struct Row: Equatable, Identifiable {
    let id: Int
  }

  struct PlainRow: Equatable, Identifiable {
    let id: Int
  }

  @Test func valuesWithoutIdentityHaveAReaderThatFindsNone() {
    let read = StateIdentityReader.of(Int.self)
    #expect(!read.hasIdentity)
    var value = 1
    #expect(!read(&value).isSame(as: read(&value)))
    #expect(!StateIdentityReader.of([Int].self).hasIdentity)
    #expect(!StateIdentityReader.of(IdentifiedArrayOf<PlainRow>.self).hasIdentity)
    #expect(!StateIdentityReader.of(Optional<PlainRow>.self).hasIdentity)
  }

  /// The reader found at run time reads what the type's own conformance reads.
  @Test func aReaderReadsTheTypesIdentity() {
    var row: Row? = Row(id: 1)
    let read = StateIdentityReader.of(Optional<Row>.self)
    #expect(read.hasIdentity)
    #expect(read(&row).stateID == row.map(\._$id))

    var rows: IdentifiedArrayOf<Row> = [Row(id: 1)]
    let readRows = StateIdentityReader.of(IdentifiedArrayOf<Row>.self)
    let before = readRows(&rows)
    #expect(readRows(&rows).isSame(as: before))
    rows.append(Row(id: 2))
    #expect(!readRows(&rows).isSame(as: before))
  }
}
