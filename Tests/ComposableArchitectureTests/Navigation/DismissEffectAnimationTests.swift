import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct DismissEffectAnimationTests {
  @Test func animatedAndTransactionDismissalsDismiss() async {
    let calls = LockIsolated(0)
    let dismiss = DismissEffect { calls.withValue { $0 += 1 } }
    await dismiss(animation: .easeOut)
    await dismiss(transaction: Transaction(animation: .default))
    #expect(calls.value == 2)
  }

  @Test func anAnimatedDismissalWithNothingToDismissIsReportedAtTheCaller() async {
    let dismiss = DismissEffect(mode: .unavailable)
    await withKnownIssue {
      await dismiss(animation: .default)
    } matching: { issue in
      issue.sourceLocation?.fileName == "DismissEffectAnimationTests.swift"
        && issue.reportedText.contains("there is nothing to dismiss")
    }
  }
}
