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

  /// An observable state is read in its state form, its `_$id`, which is what its identity holds;
  /// another type's `_$id` comes from its identity, when it has one.
  @Test func theStateFormIsTheIdentitysID() {
    var row = Row(id: 1)
    let read = StateIdentityReader.of(Row.self)
    #expect(read.identifiesByStateID)
    #expect(read.stateID(&row) == row._$id)
    #expect(read(&row).stateID == read.stateID(&row))

    var optional: Row? = row
    let readOptional = StateIdentityReader.of(Optional<Row>.self)
    #expect(!readOptional.identifiesByStateID)
    #expect(readOptional.stateID(&optional) == row._$id)
    optional = nil
    #expect(readOptional.stateID(&optional) == nil)

    var count = 0
    #expect(StateIdentityReader.of(Int.self).stateID(&count) == nil)
  }
}
