import ComposableArchitecture
import Testing

/// Writing through a case of a presented enum needs that case presented: `nil` dismisses it,
/// and a write while another case (or nothing) is presented is reported and changes nothing.
@MainActor
@Suite struct PresentationStateTests {
  @CasePathable
  enum Destination: Equatable {
    case editor(String)
    case viewer(Int)
  }

  @Test func writingNilThroughThePresentedCaseDismissesIt() {
    var destination = PresentationState<Destination>(wrappedValue: .editor("draft"))
    destination[case: \.editor] = nil
    #expect(destination.wrappedValue == nil)
  }

  @Test func writingThroughThePresentedCaseChangesIt() {
    var destination = PresentationState<Destination>(wrappedValue: .editor("draft"))
    destination[case: \.editor]?.append("!")
    #expect(destination.wrappedValue == .editor("draft!"))
  }

  @Test func writingThroughAnotherCaseIsReportedAndChangesNothing() {
    var destination = PresentationState<Destination>(wrappedValue: .viewer(1))
    withKnownIssue {
      destination[case: \.editor]?.append("!")
    } matching: { issue in
      issue.firstLine == #"Can't modify unrelated case "viewer""#
    }
    withKnownIssue {
      destination[case: \.editor] = nil
    } matching: { issue in
      issue.firstLine == #"Can't modify unrelated case "viewer""#
    }
    #expect(destination.wrappedValue == .viewer(1))
  }

  @Test func writingWhileNothingIsPresentedIsReported() {
    var destination = PresentationState<Destination>(wrappedValue: nil)
    withKnownIssue {
      destination[case: \.editor] = "new"
    } matching: { issue in
      issue.firstLine == "Can't modify unrelated case"
    }
    #expect(destination.wrappedValue == nil)
  }
}
