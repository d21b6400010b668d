import CustomDump
import Testing

@Suite struct ExpectDifferenceTests {
  struct Reading: Equatable {
    var value: Double
  }

  @Test func aChangeToNaNNeverMatchesTheExpectedNaN() {
    // `==` decides: the expected `.nan` is not equal to the `.nan` the operation wrote.
    var reading = Reading(value: 0)
    withKnownIssue {
      expectDifference(reading) {
        reading.value = .nan
      } changes: {
        $0.value = .nan
      }
    }
  }

  @Test func passesWhenChangesDescribeTheOperation() {
    var user = User(id: 42, name: "Blob")
    expectDifference(user) {
      user.id += 1
    } changes: {
      $0.id = 43
    }
  }

  @Test func nonExhaustiveWithoutOperation() {
    var user = User(id: 42, name: "Blob")
    user.name += " Jr"
    expectDifference(user) {
      $0.name = "Blob Jr"
    }
  }

  @Test func failureShowsExpectedAgainstActual() {
    var user = User(id: 42, name: "Blob")
    withKnownIssue {
      expectDifference(user) {
        user.id += 1
      } changes: {
        $0.id = 44
      }
    } matching: { issue in
      issue.reportedText == """
        Difference: …

          \u{2007} User(
          \u{2212}   id: 44,
          +   id: 43,
          \u{2007}   name: "Blob"
          \u{2007} )

        (Expected: \u{2212}, Actual: +)
        """
    }
  }

  @Test func anOperationThatChangesNothingFails() {
    let user = User(id: 42, name: "Blob")
    withKnownIssue {
      expectDifference(user, "Renaming") {
      } changes: { _ in
      }
    } matching: { issue in
      issue.reportedText == "Renaming - No difference detected after applying changes."
    }
  }

  @Test func thrownErrorIsReported() {
    struct Failure: Error {}
    withKnownIssue {
      expectDifference(1) {
        throw Failure()
      } changes: {
        $0 = 2
      }
    } matching: { issue in
      issue.error is Failure
    }
  }

  @Test func theMessageLeadsTheFailure() {
    var count = 0
    withKnownIssue {
      expectDifference(count, "Counting") {
        count += 1
      } changes: {
        $0 = 2
      }
    } matching: { issue in
      issue.reportedText.hasPrefix("Counting - Difference: …")
    }
  }

  @Test func undescribedChangeFails() {
    var user = User(id: 42, name: "Blob")
    withKnownIssue {
      expectDifference(user) {
        user.id += 1
        user.name = "Glob"
      } changes: {
        $0.id = 43
      }
    } matching: { issue in
      issue.reportedText.contains("+   name: \"Glob\"")
    }
  }

  @MainActor
  @Test func asyncOperation() async {
    let counter = Counter()
    await expectDifference(counter.count) {
      await counter.increment()
    } changes: {
      $0 = 1
    }
  }

  @MainActor
  @Test func asyncOperationOnTheMainActor() async {
    var count = 0
    func tick() async { count += 1 }
    await expectDifference(count) {
      await tick()
    } changes: {
      $0 += 1
    }
  }

  @MainActor
  @Test func asyncFailure() async {
    let counter = Counter()
    await withKnownIssue {
      await expectDifference(counter.count) {
        await counter.increment()
      } changes: {
        $0 = 2
      }
    } matching: { issue in
      issue.reportedText.contains("(Expected: \u{2212}, Actual: +)")
    }
  }
}

@MainActor
private final class Counter {
  var count = 0
  func increment() async {
    await Task.yield()
    count += 1
  }
}
