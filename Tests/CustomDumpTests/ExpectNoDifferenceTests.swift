import CustomDump
import Foundation
import Testing

@Suite struct ExpectNoDifferenceTests {
  @Test func passesWhenEqual() {
    expectNoDifference(User(id: 1, name: "Blob"), User(id: 1, name: "Blob"))
  }

  struct Reading: Equatable {
    var value: Double
  }

  @Test func aValueHoldingNaNDiffersFromItsCopy() {
    // `==` decides, and `.nan != .nan`: the same bits are not the same value.
    let reading = Reading(value: .nan)
    let copy = reading
    withKnownIssue {
      expectNoDifference(reading, copy)
    }
  }

  @Test func theDiffShowsTheNaNElementWhoseEqualityFailed() {
    withKnownIssue {
      expectNoDifference(
        [Reading(value: .nan), Reading(value: 1)], [Reading(value: .nan), Reading(value: 2)]
      )
    } matching: { issue in
      issue.reportedText.contains("\u{2212}   [0]: ExpectNoDifferenceTests.Reading(value: nan)")
        && issue.reportedText.contains("+   [0]: ExpectNoDifferenceTests.Reading(value: nan)")
    }
  }

  @Test func failureShowsTheDiff() {
    let user = User(id: 42, name: "Blob")
    var other = user
    other.name += " Jr."
    withKnownIssue {
      expectNoDifference(user, other)
    } matching: { issue in
      issue.reportedText == """
        Difference: …

          \u{2007} User(
          \u{2007}   id: 42,
          \u{2212}   name: "Blob"
          +   name: "Blob Jr."
          \u{2007} )

        (First: \u{2212}, Second: +)
        """
    }
  }

  @Test func failureStartsWithTheMessage() {
    withKnownIssue {
      expectNoDifference(1, 2, "Counts differ")
    } matching: { issue in
      issue.reportedText.hasPrefix("Counts differ - Difference: …\n")
        && issue.reportedText.hasSuffix("(First: \u{2212}, Second: +)")
    }
  }

  @Test func thrownErrorIsReported() {
    struct Failure: Error {}
    func value() throws -> Int { throw Failure() }
    func check() { expectNoDifference(try value(), 1) }
    withKnownIssue {
      check()
    } matching: { issue in
      issue.error is Failure
    }
  }

  @Test func unequalWithoutADiffSaysSo() {
    withKnownIssue {
      expectNoDifference(Flaky(counter: FlakyCounter()), Flaky(counter: FlakyCounter()))
    } matching: { issue in
      issue.reportedText == #"("Flaky" is not equal to ("Flaky"), but no difference was detected."#
    }
  }

  @Test func unequalWithoutVisibleDifference() {
    withKnownIssue {
      expectNoDifference(NeverEqual(), NeverEqual())
    } matching: { issue in
      issue.reportedText.contains("Not equal but no difference detected")
    }
  }
}

/// Counts how often two `Flaky` values were compared.
private final class FlakyCounter {
  var comparisons = 0
}

/// Unequal the first time it is compared, equal afterwards: unequal by `==`, yet the diff that
/// follows finds nothing.
private struct Flaky: Equatable, CustomStringConvertible {
  let counter: FlakyCounter
  var description: String { "Flaky" }
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.counter.comparisons += 1
    return lhs.counter.comparisons > 1
  }
}
