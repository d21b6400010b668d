import CustomDump
import Foundation
import Testing

@Suite struct ExpectNoDifferenceTests {
  @Test func passesWhenEqual() {
    expectNoDifference(User(id: 1, name: "Blob"), User(id: 1, name: "Blob"))
  }

  @Test func failureShowsTheDiff() {
    let user = User(id: 42, name: "Blob")
    var other = user
    other.name += " Jr."
    withKnownIssue {
      expectNoDifference(user, other)
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue == """
          expectNoDifference failed: …

            \u{2007} User(
            \u{2007}   id: 42,
            \u{2212}   name: "Blob"
            +   name: "Blob Jr."
            \u{2007} )

          (First: \u{2212}, Second: +)
          """
      }
    }
  }

  @Test func failureAppendsTheMessage() {
    withKnownIssue {
      expectNoDifference(1, 2, "Counts differ")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasSuffix("(First: \u{2212}, Second: +) - Counts differ")
      }
    }
  }

  @Test func thrownErrorIsReported() {
    struct Failure: Error {}
    func value() throws -> Int { throw Failure() }
    func check() { expectNoDifference(try value(), 1) }
    withKnownIssue {
      check()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("expectNoDifference failed: threw error") }
    }
  }

  @Test func unequalWithoutVisibleDifference() {
    withKnownIssue {
      expectNoDifference(NeverEqual(), NeverEqual())
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Not equal but no difference detected") }
    }
  }
}
