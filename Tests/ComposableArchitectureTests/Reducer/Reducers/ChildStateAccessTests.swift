import Observation
import PlainPaths
import Testing

@testable import ComposableArchitecture

@Suite struct ChildStateAccessTests {
  @ObservableState
  struct Child: Equatable {
    var rows: [Int] = []
  }

  @ObservableState
  struct Parent: Equatable {
    var child = Child()
  }

  struct PlainParent {
    var child = Child()
  }

  @Test func aPlainParentIsWrittenThroughItsKeyPath() {
    var parent = PlainParent()
    let access = ChildStateAccess(\PlainParent.child)
    #expect(access.storage == access.keyPath)
    let count = access.modify(&parent) { child -> Int in
      child.rows.append(1)
      return child.rows.count
    }
    #expect(count == 1)
    #expect(parent.child.rows == [1])
  }

  /// Through the stored property behind the field, the child's buffers are mutated where they
  /// are: no copy of a large array for a one-element change.
  @Test(
    .enabled(
      if: !PlainPaths.isCompiledOut(.childWrites),
      "the fast path itself: its plain twin writes through the field, as TCA does"))
  func anObservableParentsChildIsMutatedInPlace() {
    var parent = Parent(child: Child(rows: Array(0..<1_000)))
    let access = ChildStateAccess(\Parent.child)
    #expect(access.storage != access.keyPath)
    let before = parent.child.rows.withUnsafeBufferPointer { $0.baseAddress }
    access.modify(&parent) { $0.rows[500] = -1 }
    #expect(parent.child.rows[500] == -1)
    #expect(parent.child.rows.withUnsafeBufferPointer { $0.baseAddress } == before)
  }

  /// Observers of the parent's field hear of a replaced child, not of a child changed in place
  /// (the child's own fields notify their own observers).
  @Test func theFieldIsNotifiedOnlyWhenTheChildIsReplaced() {
    var parent = Parent()
    let access = ChildStateAccess(\Parent.child)
    let notified = LockIsolated(0)
    func track() {
      withObservationTracking {
        _ = parent.child
      } onChange: {
        notified.withValue { $0 += 1 }
      }
    }

    track()
    access.modify(&parent) { $0.rows.append(1) }
    #expect(notified.value == 0)

    access.modify(&parent) { $0 = Child(rows: [7]) }
    #expect(notified.value == 1)
    #expect(parent.child.rows == [7])
  }

  @ObservableState
  struct CollectionsParent: Equatable {
    var items = [Child(rows: [1]), Child(rows: [2])]
    var path = StackState([Child(rows: [1]), Child(rows: [2])])
  }

  /// Whether a reader of `read` through `withObservationTracking` is told of `change`.
  func notifies<Value>(
    _ keyPath: WritableKeyPath<CollectionsParent, Value>,
    reading read: @escaping (CollectionsParent) -> Void,
    on change: (inout Value) -> Void
  ) -> Bool {
    var parent = CollectionsParent()
    let access = ChildStateAccess(keyPath)
    let notified = LockIsolated(false)
    withObservationTracking {
      read(parent)
    } onChange: {
      notified.setValue(true)
    }
    access.modify(&parent, change)
    return notified.value
  }

  /// A `Scope` to an array or a stack of observable children wakes the field's readers when
  /// children come, go or move, not on every child action: TCA compares their ids.
  @Test func aCollectionOfObservableChildrenIsNotifiedOnlyWhenItsChildrenChangePlaces() {
    #expect(!notifies(\.items, reading: { _ = $0.items }, on: { $0[0].rows.append(9) }))
    #expect(notifies(\.items, reading: { _ = $0.items }, on: { $0.swapAt(0, 1) }))
    #expect(notifies(\.items, reading: { _ = $0.items }, on: { $0.append(Child()) }))
    #expect(
      !notifies(\.path, reading: { _ = $0.path }, on: { $0[id: $0.ids[0]]?.rows.append(9) }))
    #expect(notifies(\.path, reading: { _ = $0.path }, on: { _ = $0.popLast() }))
  }

  @ObservableState
  struct OptionalParent: Equatable {
    var child: Child?
  }

  /// An observable child is identified by code specialized for it; a child whose type says
  /// nothing statically, by the reader the plan found at run time. Both read the one identity.
  @Test func specializedCodeAndThePlansReaderReadTheSameIdentity() {
    var child = Child()
    let specialized = ChildStateAccess(\Parent.child).identity(&child)
    let reader = ChildStateAccessCache.plan(for: \Parent.child).identity
    #expect(reader.hasIdentity)
    #expect(reader(&child).isSame(as: specialized))
    child = Child()
    #expect(!reader(&child).isSame(as: specialized))
    #expect(ChildStateAccessCache.plan(for: \OptionalParent.child).identity.hasIdentity)
    #expect(!ChildStateAccessCache.plan(for: \PlainParent.child.rows).identity.hasIdentity)
  }

  @Test func anOptionalChildsFieldIsNotifiedWhenItComesGoesOrIsReplaced() {
    var parent = OptionalParent()
    let access = ChildStateAccess(\OptionalParent.child)
    let notified = LockIsolated(0)
    func track() {
      withObservationTracking {
        _ = parent.child
      } onChange: {
        notified.withValue { $0 += 1 }
      }
    }
    track()
    access.modify(&parent) { $0 = Child() }
    #expect(notified.value == 1)
    track()
    access.modify(&parent) { $0?.rows.append(1) }
    #expect(notified.value == 1)
    access.modify(&parent) { $0 = nil }
    #expect(notified.value == 2)
  }

  @Test func equalKeyPathsShareOnePlan() {
    let first = ChildStateAccessCache.plan(for: \Parent.child)
    let second = ChildStateAccessCache.plan(for: \Parent.child)
    #expect(first === second)
  }

  /// The cache is a process-wide store of what a key path alone decides: a plan taken from it
  /// finds what a plan made afresh finds, so no access depends on what ran before it.
  @Test func aCachedPlanFindsWhatAFreshPlanFinds() {
    func compare<Root, Value>(_ keyPath: WritableKeyPath<Root, Value>) {
      let cached = ChildStateAccessCache.plan(for: keyPath)
      let fresh = ChildStateAccessPlan(keyPath)
      #expect(cached !== fresh)
      #expect(cached.storage == fresh.storage)
      #expect(cached.storedProperty?.offset == fresh.storedProperty?.offset)
      #expect(cached.identity.hasIdentity == fresh.identity.hasIdentity)
    }
    compare(\Parent.child)
    compare(\OptionalParent.child)
    compare(\PlainParent.child)
    compare(\List.rows)
  }

  @ObservableState
  struct Row: Equatable, Identifiable {
    let id: Int
    var isOn = false
  }

  @ObservableState
  struct List: Equatable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
  }

  /// Whether a reader of `list.rows` is told of a write through `forEach`'s access to one row,
  /// the body saying whether it replaced the row.
  func notifies(replacing: Bool) -> Bool {
    var list = List()
    let access = ChildStateAccess(rowsOf: \List.rows)
    let notified = LockIsolated(false)
    withObservationTracking {
      _ = list.rows
    } onChange: {
      notified.setValue(true)
    }
    access.modify(&list) { rows, replacedPart in
      rows[0].isOn.toggle()
      replacedPart = replacing
    }
    return notified.value
  }

  /// `forEach`'s access reads no identity of the array (a row write leaves its ids alone): a
  /// row changed in place leaves the array's readers asleep, a row its reducer replaced (or any
  /// change to a row with no identity, which `forEach` reports the same way) wakes them.
  @Test func aRowWriteWakesTheArraysReadersOnlyWhenTheRowWasReplaced() {
    #expect(!notifies(replacing: false))
    #expect(notifies(replacing: true))
  }

  /// A nil child is never provably the same, as TCA has it: a write to it is told.
  @Test func aNilChildsFieldIsToldOfAWrite() {
    var parent = OptionalParent()
    let access = ChildStateAccess(\OptionalParent.child)
    let notified = LockIsolated(false)
    withObservationTracking {
      _ = parent.child
    } onChange: {
      notified.setValue(true)
    }
    access.modify(&parent) { $0 = nil }
    #expect(notified.value)
  }
}
