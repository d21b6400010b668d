import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite struct TestTraitTests {
  @Test(.dependency(\.uuid, .incrementing), arguments: [1, 2, 3])
  func eachCaseGetsTheOverrideAfresh(argument: Int) {
    @Dependency(\.uuid) var uuid
    #expect(uuid() == UUID(0))
    #expect(uuid() == UUID(1))
  }

  @Test(.dependencies, arguments: [1, 2, 3])
  func eachCaseGetsFreshDefaults(argument: Int) {
    @Dependency(Tally.self) var tally
    #expect(tally.increment() == 1)
  }

  @Test(
    .dependencies {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0[Tally.self] = Tally(start: 10)
    }
  )
  func aClosureChangesAnyDependencies() {
    @Dependency(\.date.now) var now
    @Dependency(Tally.self) var tally
    #expect(now == Date(timeIntervalSince1970: 1_234_567_890))
    #expect(tally.increment() == 11)
  }

  @Test(.dependency(Tally(start: 41)))
  func aValueOverridesItsOwnKey() {
    @Dependency(Tally.self) var tally
    #expect(tally.increment() == 42)
  }

  @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 1)))
  func withDependenciesStillOverridesInsideTheTest() {
    withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 2)
    } operation: {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 2))
    }
    @Dependency(\.date.now) var now
    #expect(now == Date(timeIntervalSince1970: 1))
  }

  @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 3)))
  func childTasksSeeTheOverride() async {
    let seen = await Task {
      @Dependency(\.date.now) var now
      return now
    }.value
    #expect(seen == Date(timeIntervalSince1970: 3))
  }

  @Suite(.dependency(\.date.now, Date(timeIntervalSince1970: 100)))
  struct ASuitesOverrides {
    @Test func reachEveryTest() {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 100))
    }

    @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 200)))
    func yieldToTheTests() {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 200))
    }

    @Test(.dependencies)
    func surviveAnInnerResetTrait() {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 100))
    }

    @Test(.dependency(\.uuid, .incrementing))
    func combineWithTheTests() {
      @Dependency(\.date.now) var now
      @Dependency(\.uuid) var uuid
      #expect(now == Date(timeIntervalSince1970: 100))
      #expect(uuid() == UUID(0))
    }
  }
}

/// Counts from a start; its test value starts at zero, made fresh for each set of defaults.
struct Tally: TestDependencyKey, Sendable {
  private let count: LockIsolated<Int>

  init(start: Int) {
    count = LockIsolated(start)
  }

  func increment() -> Int {
    count.withValue {
      $0 += 1
      return $0
    }
  }

  static var testValue: Tally { Tally(start: 0) }
}
