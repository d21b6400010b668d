import Dependencies
import Foundation
import Testing

@Suite struct DateTests {
  @Test func inTestsTheDateReportsWhenCalled() {
    @Dependency(\.date) var date
    withKnownIssue {
      _ = date.now
    } matching: { issue in
      DependenciesTests.issue(issue, contains: #"Unimplemented: @Dependency(\.date)"#)
    }
  }

  @Test func aConstantOrSetDate() {
    let moment = Date(timeIntervalSince1970: 1_234_567_890)
    withDependencies {
      $0.date = .constant(moment)
    } operation: {
      @Dependency(\.date) var date
      #expect(date() == moment)
      #expect(date.now == moment)
    }
    withDependencies {
      $0.date.now = moment
    } operation: {
      @Dependency(\.date.now) var now
      #expect(now == moment)
    }
  }

  @Test func aGeneratorCallsItsClosure() {
    let calls = LockIsolated(0)
    let generator = DateGenerator {
      calls.withValue { $0 += 1 }
      return Date(timeIntervalSince1970: 0)
    }
    _ = generator()
    _ = generator.now
    #expect(calls.value == 2)
  }

  @Test func theLiveDateIsNow() {
    let before = Date()
    let now = DependencyValues.live.date.now
    #expect(now >= before && now <= Date())
  }
}

extension DateTests {
  @Test func settingNowThroughAKeyPathReportsNothing() {
    let keyPath: any WritableKeyPath<DependencyValues, Date> & Sendable = \.date.now
    withDependencies {
      $0[keyPath: keyPath] = Date(timeIntervalSince1970: 5)
    } operation: {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 5))
    }
  }
}
