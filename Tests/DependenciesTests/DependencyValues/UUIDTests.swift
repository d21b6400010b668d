import Dependencies
import Foundation
import Testing

@Suite struct UUIDTests {
  @Test func incrementingCountsFromZero() {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
      #expect(uuid() == UUID(2))
    }
  }

  @Test func eachIncrementingGeneratorCountsOnItsOwn() {
    let first = UUIDGenerator.incrementing
    let second = UUIDGenerator.incrementing
    #expect(first() == UUID(0))
    #expect(first() == UUID(1))
    #expect(second() == UUID(0))
  }

  @Test func aConstantGenerator() {
    let id = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    let generator = UUIDGenerator.constant(id)
    #expect(generator() == id)
    #expect(generator() == id)
  }

  @Test func uuidFromAnInteger() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    #expect(UUID(0x1234_5678_9ABC).uuidString == "00000000-0000-0000-0000-123456789ABC")
    #expect(UUID(1 << 48).uuidString == "00000000-0000-0000-0001-000000000000")
    #expect(UUID(Int.max).uuidString == "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
    #expect(UUID(-1).uuidString == "00000000-0000-0001-0000-000000000001")
    #expect(UUID(Int.min).uuidString == "00000000-0000-0001-8000-000000000000")
    #expect(UUID(-1) != UUID(1))
  }

  @Test func inTestsTheGeneratorReportsWhenCalledAndIsNeverRandom() {
    @Dependency(\.uuid) var uuid
    withKnownIssue {
      #expect(uuid() == UUID(0))
    } matching: { issue in
      DependenciesTests.issue(issue, contains: #"Unimplemented: @Dependency(\.uuid)"#)
    }
  }

  @Test func theLiveGeneratorMakesDistinctUUIDs() {
    let uuid = DependencyValues.live.uuid
    #expect(uuid() != uuid())
  }
}
