import Testing

@testable import ComposableArchitecture

/// The test store's books, as a plain value.
@Suite struct TestStoreBookkeepingTests {
  typealias Books = TestStoreBookkeeping<Int, String>
  let here = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)

  @Test func exhaustiveTakeIsTheFirstActionMatchingOrNot() {
    var books = Books()
    books.recordReceived("a", state: 1)
    books.recordReceived("b", state: 2)
    guard
      case .unexpected(let first, let matchesLater) = books.takeReceived(
        matching: { $0 == "b" }, exhaustive: true)
    else {
      Issue.record("expected an unexpected action")
      return
    }
    #expect(first.action == "a" && first.state == 1 && matchesLater)
    guard
      case .matched(let second, let skipped) = books.takeReceived(
        matching: { $0 == "b" }, exhaustive: true)
    else {
      Issue.record("expected a match")
      return
    }
    #expect(second.action == "b" && skipped.isEmpty)
    guard case .none = books.takeReceived(matching: { _ in true }, exhaustive: true) else {
      Issue.record("expected nothing")
      return
    }
  }

  @Test func nonExhaustiveTakeSkipsToTheFirstMatch() {
    var books = Books()
    for (index, action) in ["a", "b", "c", "b"].enumerated() {
      books.recordReceived(action, state: index)
    }
    guard
      case .matched(let match, let skipped) = books.takeReceived(
        matching: { $0 == "b" }, exhaustive: false)
    else {
      Issue.record("expected a match")
      return
    }
    #expect(match.state == 1)
    #expect(skipped.map(\.action) == ["a"])
    #expect(books.received.map(\.action) == ["c", "b"])
    guard case .none = books.takeReceived(matching: { $0 == "z" }, exhaustive: false) else {
      Issue.record("expected nothing")
      return
    }
    #expect(books.received.count == 2)
  }

  @Test func waitingIsOverOnAnyActionExhaustivelyOnlyOnAMatchOtherwise() {
    var books = Books()
    books.recordReceived("a", state: 0)
    #expect(books.hasReceived(matching: { $0 == "b" }, exhaustive: true))
    #expect(!books.hasReceived(matching: { $0 == "b" }, exhaustive: false))
  }

  @Test func effectsAreTrackedUntilFinishedOrTaken() {
    var books = Books()
    let first = books.effectStarted(for: "load", at: here)
    let second = books.effectStarted(for: "timer", at: here)
    #expect(books.inFlightEffects.map(\.action) == ["load", "timer"])
    books.effectFinished(first)
    #expect(books.inFlightEffects.map(\.id) == [second])
    #expect(books.takeAllInFlight().map(\.action) == ["timer"])
    #expect(!books.hasInFlightEffects)
    books.effectFinished(second)  // a skipped effect finishing later is ignored
    #expect(!books.hasInFlightEffects)
  }

  @Test func takeAllReceivedEmptiesTheQueue() {
    var books = Books()
    books.recordReceived("a", state: 1)
    books.recordReceived("b", state: 2)
    #expect(books.takeAllReceived().map(\.state) == [1, 2])
    #expect(books.received.isEmpty)
  }

  @Test func waitStepsInOrderOfPrecedence() {
    #expect(
      WaitStep.next(satisfied: true, hasInFlightEffects: false, pastDeadline: true) == .satisfied)
    #expect(
      WaitStep.next(satisfied: false, hasInFlightEffects: false, pastDeadline: false)
        == .nothingInFlight)
    #expect(
      WaitStep.next(satisfied: false, hasInFlightEffects: true, pastDeadline: true) == .timedOut)
    #expect(
      WaitStep.next(satisfied: false, hasInFlightEffects: true, pastDeadline: false) == .keepDriving
    )
  }
}
