import IdentifiedCollections
import Testing

@testable import ComposableArchitecture

@Suite struct StateIdentifiableTests {
  @ObservableState
  struct Row: Equatable, Identifiable {
    let id: Int
    var title = ""
  }

  /// A conformance written by hand, as TCA's documentation shows one: the identity comes from the
  /// protocol's default, which reads `_$id`.
  struct HandWritten: ObservableState {
    var _$id = ObservableStateID()
    mutating func _$willModify() {}
  }

  func identity<Value: _$StateIdentifiable>(_ value: Value) -> _$StateIdentity {
    var value = value
    return Value._$identity(of: &value)
  }

  @Test func anObservableStateKeepsItsIdentityWhenMutatedAndLosesItWhenReplaced() {
    var row = Row(id: 1)
    let before = identity(row)
    row.title = "Milk"
    #expect(identity(row).isSame(as: before))
    row = Row(id: 1)
    #expect(!identity(row).isSame(as: before))
  }

  @Test func aHandWrittenConformanceIsIdentifiedByItsID() {
    let state = HandWritten()
    #expect(identity(state).stateID == state._$id)
  }

  /// TCA compares an optional child through its generic `_$isIdentityEqual`, which finds no
  /// identity in nil: a nil child is never the same, not even as another nil.
  @Test func anOptionalIsItsWrappedStateAndNilIsNeverTheSame() {
    var row: Row? = Row(id: 1)
    let before = identity(row)
    row?.title = "Milk"
    #expect(identity(row).isSame(as: before))
    row = nil
    #expect(!identity(row).isSame(as: before))
    #expect(!identity(row).isSame(as: identity(row)))
  }

  @Test func anArrayIsItsChildrensIDsInOrder() {
    var rows = [Row(id: 1), Row(id: 2)]
    let before = identity(rows)
    rows[0].title = "Milk"
    #expect(identity(rows).isSame(as: before))
    rows.swapAt(0, 1)
    #expect(!identity(rows).isSame(as: before))
  }

  /// A row changed in place or replaced keeps the array's identity (the row's store and
  /// `forEach` see to its readers); rows added, removed or moved change it.
  @Test func anIdentifiedArrayIsItsIDs() {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    let before = identity(rows)
    rows[id: 1]?.title = "Milk"
    #expect(identity(rows).isSame(as: before))
    rows[id: 2] = Row(id: 2)
    #expect(identity(rows).isSame(as: before))
    rows.append(Row(id: 3))
    let afterAppend = identity(rows)
    #expect(!afterAppend.isSame(as: before))
    rows.swapAt(0, 1)
    #expect(!identity(rows).isSame(as: afterAppend))
  }

  @Test func aStackIsItsIDs() {
    var stack = StackState([Row(id: 1), Row(id: 2)])
    let before = identity(stack)
    stack[id: stack.ids[0]]?.title = "Milk"
    #expect(identity(stack).isSame(as: before))
    stack.append(Row(id: 3))
    #expect(!identity(stack).isSame(as: before))
  }

  /// Unlike an optional, an empty presentation is the same as another empty one, as TCA's
  /// `_$isIdentityEqual` for presentations has it.
  @Test func aPresentationIsItsChildAndEmptyIsTheSameAsEmpty() {
    var presentation = PresentationState<Row>(wrappedValue: nil)
    #expect(identity(presentation).isSame(as: identity(presentation)))
    presentation.wrappedValue = Row(id: 1)
    let presented = identity(presentation)
    #expect(!presented.isSame(as: identity(PresentationState<Row>(wrappedValue: nil))))
    presentation.wrappedValue?.title = "Milk"
    #expect(identity(presentation).isSame(as: presented))
    presentation.wrappedValue = Row(id: 1)
    #expect(!identity(presentation).isSame(as: presented))
  }

  /// TCA's comparisons keep their signatures and answer as the identities do; the generic one
  /// finds an identity at run time, as TCA's does.
  @Test func tcasComparisonsAskTheIdentity() {
    let row = Row(id: 1)
    #expect(_$isIdentityEqual(row, row))
    #expect(!_$isIdentityEqual(row, Row(id: 1)))
    #expect(!_$isIdentityEqual("a", "a"))
    #expect(!_$isIdentityEqual(1, 1))
    func generic<T>(_ lhs: T, _ rhs: T) -> Bool { _$isIdentityEqual(lhs, rhs) }
    #expect(generic(row, row))
    #expect(generic(Optional(row), Optional(row)))
    #expect(!generic(Row?.none, Row?.none))
    #expect(!generic([1], [1]))
    let rows: IdentifiedArrayOf<Row> = [row]
    #expect(_$isIdentityEqual(rows, rows))
    #expect(generic(rows, rows))
    #expect(_$isIdentityEqual([row], [row]))
    #expect(!_$isIdentityEqual([row], [Row(id: 1)]))
  }

  /// A conformance that counts its `_$willModify()` calls, as a hand-written one may.
  struct Counting: ObservableState {
    var _$id = ObservableStateID()
    var modifications = 0
    mutating func _$willModify() { modifications += 1 }
  }

  /// TCA's free `_$willModify` reaches a child state's own, and is a no-op for other values.
  @Test func tcasWillModifyReachesAChildStatesOwn() {
    var state = Counting()
    _$willModify(&state)
    #expect(state.modifications == 1)
    var count = 0
    _$willModify(&count)
    #expect(count == 0)
  }
}
