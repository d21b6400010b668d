import Observation
import Testing

@testable import ComposableArchitecture

@Suite struct ChildIdentityTests {
  @ObservableState
  struct Row: Equatable, Identifiable {
    let id: Int
    var isOn = false
  }

  @ObservableState
  struct List: Equatable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
  }

  /// `forEach`'s access reads the array's identity with specialized code: a row changed in place
  /// keeps it, a row added or removed changes it, and the field's observers hear only of that.
  @Test func anIdentifiedArrayKeepsItsIdentityWhileRowsChangeInPlace() {
    let access = ChildStateAccess(elements: \List.rows)
    #expect(access.hasIdentity)
    var list = List()
    let notified = LockIsolated(0)
    func track() {
      withObservationTracking {
        _ = list.rows
      } onChange: {
        notified.withValue { $0 += 1 }
      }
    }
    track()
    _ = access.modify(&list) { $0[id: 1]?.isOn = true }
    #expect(notified.value == 0)
    _ = access.modify(&list) { $0.append(Row(id: 3)) }
    #expect(notified.value == 1)
    #expect(list.rows.ids == [1, 2, 3])
  }

  @Test func identitiesCompareByWhatTheyName() {
    let id = ObservableStateID()
    #expect(ChildIdentity.state(id) == .state(id))
    #expect(ChildIdentity.state(id) != .state(ObservableStateID()))
    let rows = [1, 2]
    #expect(ChildIdentity.elements(rows.storageIdentity) == .elements(rows.storageIdentity))
    #expect(ChildIdentity.elements(rows.storageIdentity) != .state(id))
  }
}
