import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

@Suite struct UnsafePublishedReferenceTests {
  final class Published: Sendable {
    let deinits: LockIsolated<Int>
    init(deinits: LockIsolated<Int>) { self.deinits = deinits }
    deinit { deinits.withValue { $0 += 1 } }
  }

  final class Slot: Sendable {
    let reference = _UnsafePublishedReference()

    /// Reads the slot as the body cache does: publishes what `make` returns if it is empty.
    func read(orPublish make: () -> Published) -> Published {
      var address = reference.publishedAddress
      if address == 0 { address = reference.publish(make()) }
      return reference.withObject(at: address, as: Published.self) { $0 }
    }
  }

  /// Invariant 2: the object the first read publishes is the one every later read gets, and it
  /// is made once.
  @Test func everyReadLendsTheFirstPublishedObject() {
    let slot = Slot()
    let deinits = LockIsolated(0)
    var made = 0
    let make = {
      made += 1
      return Published(deinits: deinits)
    }
    let first = ObjectIdentifier(slot.read(orPublish: make))
    let second = ObjectIdentifier(slot.read(orPublish: make))
    #expect(first == second)
    #expect(made == 1)
    #expect(deinits.value == 0)
  }

  /// Invariant 2: a publication that comes second keeps the first object, and its own object is
  /// released at once.
  @Test func aLatePublicationIsReleasedUnseen() {
    let slot = Slot()
    let deinits = LockIsolated(0)
    let first = slot.reference.publish(Published(deinits: deinits))
    let second = slot.reference.publish(Published(deinits: deinits))
    #expect(first == second)
    #expect(deinits.value == 1)
  }

  /// Invariants 1 and 2 under a race: threads reading an empty slot at once all get one object;
  /// every other object made is released, and the published one is not.
  @Test func concurrentFirstReadsAgreeOnOneObject() async {
    for _ in 0..<50 {
      let slot = Slot()
      let deinits = LockIsolated(0)
      let made = LockIsolated(0)
      let seen = await withTaskGroup(of: ObjectIdentifier.self) { group in
        for _ in 0..<8 {
          group.addTask {
            let object = slot.read {
              made.withValue { $0 += 1 }
              return Published(deinits: deinits)
            }
            return ObjectIdentifier(object)
          }
        }
        var seen = Set<ObjectIdentifier>()
        for await object in group { seen.insert(object) }
        return seen
      }
      #expect(seen.count == 1)
      #expect(deinits.value == made.value - 1)
    }
  }

  /// Invariant 1: the published object is never released, not even when its slot goes away, so
  /// a reference lent out cannot dangle.
  @Test func aPublishedObjectOutlivesItsSlot() {
    let deinits = LockIsolated(0)
    weak var published: Published?
    do {
      let slot = Slot()
      published = slot.read { Published(deinits: deinits) }
    }
    #expect(published != nil)
    #expect(deinits.value == 0)
  }
}
