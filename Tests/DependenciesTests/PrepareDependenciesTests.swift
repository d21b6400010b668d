import Dependencies
import Foundation
import Testing

// Each Swift Testing test has its own defaults, so each test here prepares afresh.
@Suite struct PrepareDependenciesTests {
  @Test func aPreparedValueIsTheDefaultEverywhere() async {
    prepareDependencies {
      $0.number = 5
    }
    @Dependency(\.number) var number
    #expect(number == 5)
    #expect(DependencyValues._current.number == 5)
    #expect(await Task { DependencyValues._current.number }.value == 5)
    withDependencies {
      $0.testOnly = "other"
    } operation: {
      #expect(number == 5)
    }
  }

  @Test func anOverrideStillWinsInItsScope() {
    prepareDependencies {
      $0.number = 5
    }
    withDependencies {
      $0.number = 6
    } operation: {
      @Dependency(\.number) var number
      #expect(number == 6)
    }
  }

  @Test func itReturnsTheClosuresResult() {
    let result = prepareDependencies { _ in 42 }
    #expect(result == 42)
  }

  @Test func partOfADependencyCanBePreparedWithoutAnIssue() {
    prepareDependencies {
      $0.date.now = Date(timeIntervalSince1970: 1)
      $0.testOnly = "first"
      $0.testOnly += " and second"
    }
    @Dependency(\.date.now) var now
    @Dependency(\.testOnly) var testOnly
    #expect(now == Date(timeIntervalSince1970: 1))
    #expect(testOnly == "first and second")
  }

  @Test func preparingADependencyAlreadyReadReportsAndKeepsTheValueInUse() {
    @Dependency(\.number) var number
    #expect(number == 2)
    withKnownIssue {
      prepareDependencies {
        $0.number = 5
      }
    } matching: { issue in
      DependenciesTests.issue(
        issue, contains: #"@Dependency(\.number) was already read or prepared"#)
        && DependenciesTests.issue(issue, contains: "withDependencies")
    }
    #expect(number == 2)
  }

  @Test func preparingADependencyTwiceReportsAndKeepsTheFirst() {
    prepareDependencies {
      $0.number = 5
    }
    withKnownIssue {
      prepareDependencies {
        $0.number = 6
      }
    } matching: { issue in
      DependenciesTests.issue(
        issue, contains: #"@Dependency(\.number) was already read or prepared"#)
    }
    @Dependency(\.number) var number
    #expect(number == 5)
  }

  @Test func theContextCanBePrepared() {
    prepareDependencies {
      $0.context = .live
    }
    @Dependency(\.context) var context
    @Dependency(\.number) var number
    #expect(context == .live)
    #expect(number == 1)
  }

  @Test func preparationsAreScopedToTheValuesTheyStartFrom() {
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      prepareDependencies {
        $0.number = 5
      }
      @Dependency(\.number) var number
      #expect(number == 5)
    }
    @Dependency(\.number) var number
    #expect(number == 2)
  }
}
