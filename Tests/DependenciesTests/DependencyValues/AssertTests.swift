import Dependencies
import Testing

@Suite struct AssertTests {
  @Test func aFailedAssertReportsItsMessageInTests() {
    @Dependency(\.assert) var assert
    withKnownIssue {
      assert(1 > 2, "One is not greater than two")
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "One is not greater than two")
    }
  }

  @Test func aPassedAssertReportsNothing() {
    @Dependency(\.assert) var assert
    @Dependency(\.precondition) var precondition
    assert(2 > 1, "never shown")
    precondition(true)
  }

  @Test func assertionFailureAlwaysReports() {
    @Dependency(\.assertionFailure) var assertionFailure
    withKnownIssue {
      assertionFailure("Unreachable")
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "Unreachable")
    }
  }

  @Test func aFailedPreconditionReportsInsteadOfStoppingInTests() {
    @Dependency(\.precondition) var precondition
    var reachedTheEnd = false
    withKnownIssue {
      precondition(false, "Index out of range")
      reachedTheEnd = true
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "Index out of range")
    }
    #expect(reachedTheEnd)
  }

  @Test func anOverrideDecidesWhatAFailureDoes() {
    struct Recording: AssertionEffect {
      let messages: LockIsolated<[String]>
      func callAsFunction(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString, line: UInt
      ) {
        guard !condition() else { return }
        let text = message()
        messages.withValue { $0.append(text) }
      }
    }
    let messages = LockIsolated<[String]>([])
    withDependencies {
      $0[AssertOverrideKey.self] = Recording(messages: messages)
    } operation: {
      @Dependency(AssertOverrideKey.self) var assert
      assert(false, "recorded")
    }
    #expect(messages.value == ["recorded"])
  }
}

/// A key for an assertion a test supplies: `assert` itself is read-only, as upstream.
private enum AssertOverrideKey: TestDependencyKey {
  static var testValue: any AssertionEffect {
    @Dependency(\.assert) var assert
    return assert
  }
}
