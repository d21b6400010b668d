import ComposableArchitecture
import Foundation
import Testing

// Small features the test store's tests drive: each exercises one kind of effect.

/// A counter whose effects cover the cases a test store must handle: none, an immediate
/// response, a `.send`, a response after a test clock's delay, and a long-living stream.
@Reducer
struct Counter {
  struct State: Equatable {
    var count = 0
    var isLoading = false
    var ticks = 0
  }
  enum Action: Equatable {
    case increment
    case decrement
    case noop
    case fetch
    case response(Int)
    case sendTwice
    case delayedFetch
    case startTimer
    case stopTimer
    case tick
    case setCount(Int)
    case incrementThenRespond
    case close
    case startTimerLater
  }
  enum CancelID { case timer }
  let clock: any Clock<Duration>
  @Dependency(\.dismiss) var dismiss

  init(clock: any Clock<Duration> = TestClock()) {
    self.clock = clock
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .decrement:
      state.count -= 1
      return .none
    case .noop:
      return .none
    case .fetch:
      state.isLoading = true
      return .run { send in await send(.response(42)) }
    case .response(let value):
      state.isLoading = false
      state.count = value
      return .none
    case .sendTwice:
      return .merge(.send(.increment), .send(.increment))
    case .delayedFetch:
      state.isLoading = true
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.response(7))
      }
    case .startTimer:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stopTimer:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    case .setCount(let count):
      state.count = count
      return .none
    case .incrementThenRespond:
      return .concatenate(.send(.increment), .send(.response(5)))
    case .close:
      return .run { [dismiss] _ in await dismiss() }
    case .startTimerLater:
      return .run { send in await send(.startTimer) }
    }
  }
}

/// Stamps the current date, read from the `date` dependency, into its state.
@Reducer
struct Stamper {
  struct State: Equatable {
    var stampedAt: Date?
  }
  enum Action: Equatable {
    case stamp
  }
  @Dependency(\.date.now) var now

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.stampedAt = now
    return .none
  }
}

/// A search field debounced on a clock: each keystroke restarts the wait, and only the last
/// query of a burst is searched.
@Reducer
struct DebouncedSearch {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var searches = 0
  }
  enum Action: Equatable {
    case queryChanged(String)
    case search
    case response([String])
  }
  enum CancelID { case search }
  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return .send(.search)
        .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    case .search:
      state.searches += 1
      let query = state.query
      return .run { send in
        await send(.response(["\(query) 1", "\(query) 2"]))
      }
    case .response(let results):
      state.results = results
      return .none
    }
  }
}

/// Sensor readings, one of which may be `.nan`: a state compared with `==` is then never equal
/// to its copy, as in TCA.
@Reducer
struct Readings {
  struct Reading: Equatable, Identifiable {
    let id: Int
    var value: Double
  }
  struct State: Equatable {
    var latest = 0.0
    var readings: IdentifiedArrayOf<Reading> = []
  }
  enum Action: Equatable {
    case record(Double)
    case correct(id: Int, value: Double)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .record(let value):
      state.latest = value
    case .correct(let id, let value):
      state.readings[id: id]?.value = value
    }
    return .none
  }
}

/// Collects the messages of the issues reported to it, for XCTest tests that check texts.
final class IssueCollector: IssueReporter {
  let messages = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? ""
    messages.withValue { $0.append(text) }
  }

  /// Whether exactly one issue was reported and its message contains `text`.
  func reportedOnce(_ text: String) -> Bool {
    messages.value.count == 1 && messages.value[0].contains(text)
  }
}

/// Runs `body` inside `withKnownIssue` and returns the text of every issue it recorded, so a
/// Swift Testing test can check the texts exactly, as an XCTest test does with ``IssueCollector``.
@MainActor
func recordedIssues(_ body: @MainActor () async -> Void) async -> [String] {
  let messages = LockIsolated<[String]>([])
  await withKnownIssue {
    await body()
  } matching: { issue in
    messages.withValue { $0.append(issue.reportedText) }
    return true
  }
  return messages.value
}

/// Runs `body` with an ``IssueCollector`` installed and returns the texts it collected.
@MainActor
func collectedIssues(_ body: @MainActor () async -> Void) async -> [String] {
  let collector = IssueCollector()
  await withIssueReporters([collector]) {
    await body()
  }
  return collector.messages.value
}

extension Issue {
  /// Whether the issue's message contains `text`.
  func mentions(_ text: String) -> Bool {
    reportedText.contains(text)
  }

  /// The first line of the issue's message: the part that is TCA's, word for word.
  var firstLine: String {
    String(reportedText.prefix { $0 != "\n" })
  }

  /// Whether the first line of the message is `start`, a call site, then `end`.
  func firstLine(startsWith start: String, endsWith end: String) -> Bool {
    firstLine.hasPrefix(start) && firstLine.hasSuffix(end)
  }
}
