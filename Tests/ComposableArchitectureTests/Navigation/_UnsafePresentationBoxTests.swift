import Testing

@testable import ComposableArchitecture

/// The box is exempt from dynamic exclusivity checks because it is written only while one
/// `PresentationState` holds it: these check that every write through a copy leaves the other
/// copies alone, which is what makes a shared box read-only.
@Suite struct UnsafePresentationBoxTests {
  struct Child: Equatable {
    var count = 0
  }

  @Test func aCopyIsSharedUntilOneSideWrites() {
    let original = PresentationState(wrappedValue: Child(count: 1))
    var copy = original
    #expect(copy.storage === original.storage)
    copy.wrappedValue?.count += 1
    #expect(copy.storage !== original.storage)
    #expect(original.wrappedValue == Child(count: 1))
    #expect(copy.wrappedValue == Child(count: 2))
  }

  @Test func assigningThroughACopyLeavesTheOriginal() {
    let original = PresentationState(wrappedValue: Child(count: 1))
    var copy = original
    copy.wrappedValue = nil
    #expect(original.wrappedValue == Child(count: 1))
    #expect(copy.wrappedValue == nil)
  }

  /// A uniquely held box is written in place: no new box per write.
  @Test func aUniqueBoxIsWrittenInPlace() {
    var presentation = PresentationState(wrappedValue: Child())
    weak let box = presentation.storage  // weak: a second strong reference would share the box
    presentation.wrappedValue?.count += 1
    presentation.wrappedValue = Child(count: 5)
    #expect(presentation.storage === box)
    #expect(presentation.wrappedValue == Child(count: 5))
  }

  /// Reading a shared box's identity changes nothing for the other copy.
  @Test func readingTheIdentityOfASharedBoxLeavesItShared() {
    let original = PresentationState(wrappedValue: Child(count: 1))
    var copy = original
    #expect(copy.presentedIdentity(identity: .of(Child.self)) != nil)
    #expect(copy.storage === original.storage)
  }
}
