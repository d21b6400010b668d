import ComposableArchitecture
import CustomDump
import PlainPaths
import Testing

/// Runs a feature through a store taking Arbor's fast paths and one taking their plain twins
/// (`PlainPaths`), side by side, with seeded random sequences of actions, and checks after every
/// action that the fast side does what the plain side, the specification, does:
///
/// - equal state, and equal values read through the store by every reader;
/// - the same issues reported, and the same long-running effects cancelled (the actions effects
///   send back are part of the state);
/// - no reader left showing a stale value, through `observe` or `withObservationTracking`, and
///   no reader woken on the fast side that the plain side did not wake, and every
///   `withObservationTracking` reader the plain side wakes woken on the fast side too.
///
/// A failure is shrunk to a shortest sequence and recorded with a test that replays it.
///
/// ```swift
/// let figures = await DifferentialTester.check(counterScenario, sequences: 200, length: 30)
/// ```
@MainActor
package enum DifferentialTester {
  /// What a check did.
  package struct Figures: Sendable, CustomStringConvertible {
    package var sequences = 0
    package var actions = 0
    package var duration = Duration.zero

    package var description: String {
      "\(sequences) sequences, \(actions) actions in \(duration.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 2))))"
    }
  }

  /// Whether this build can run a feature both ways in one process: a debug build that keeps
  /// its fast paths.
  package nonisolated static var isAvailable: Bool {
    PlainPaths.canBeSwitched && !PlainPaths.areCompiledOut
  }

  /// Sends `sequences` random sequences of `length` actions each, from `seed`, and records an
  /// issue with a shrunk repro for the first sequence whose sides differ.
  @discardableResult
  package static func check<R: Reducer>(
    _ scenario: DifferentialScenario<R>,
    sequences: Int,
    length: Int,
    seed: UInt64 = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Figures where R.State: Equatable {
    let clock = ContinuousClock()
    let start = clock.now
    var figures = Figures()
    for sequence in 0..<sequences {
      let sequenceSeed = seed &+ UInt64(sequence)
      let (actions, divergence) = await generate(scenario, seed: sequenceSeed, length: length)
      figures.sequences += 1
      figures.actions += actions.count
      if let divergence {
        let shrunk = await Shrinker.shrink(actions) { candidate in
          guard let found = await replay(scenario, actions: candidate) else { return false }
          return found.isSameKind(as: divergence)
        }
        let final = await replay(scenario, actions: shrunk) ?? divergence
        Issue.record(
          Comment(
            rawValue: report(scenario, seed: sequenceSeed, divergence: final, actions: shrunk)),
          sourceLocation: sourceLocation
        )
        break
      }
    }
    figures.duration = clock.now - start
    return figures
  }

  /// Sends `actions` to both sides, and returns the first difference, if any.
  package static func replay<R: Reducer>(
    _ scenario: DifferentialScenario<R>, actions: [R.Action]
  ) async -> Divergence? where R.State: Equatable {
    let run = DifferentialRun(scenario)
    defer { run.finish() }
    for action in actions {
      if let divergence = await run.step(action) { return divergence }
    }
    return nil
  }

  /// Generates one sequence from `seed`, action by action from the state the last one left, and
  /// stops at the first difference.
  static func generate<R: Reducer>(
    _ scenario: DifferentialScenario<R>, seed: UInt64, length: Int
  ) async -> (actions: [R.Action], divergence: Divergence?) where R.State: Equatable {
    var generator = SeededGenerator(seed: seed)
    let run = DifferentialRun(scenario)
    defer { run.finish() }
    var actions: [R.Action] = []
    for _ in 0..<length {
      let action = scenario.nextAction(&generator, run.plain.state)
      actions.append(action)
      if let divergence = await run.step(action) { return (actions, divergence) }
    }
    return (actions, nil)
  }

  static func report<R: Reducer>(
    _ scenario: DifferentialScenario<R>, seed: UInt64, divergence: Divergence, actions: [R.Action]
  ) -> String where R.State: Equatable {
    var listed = ""
    customDump(actions, to: &listed, indent: 2)
    return """
      The fast paths differ from their plain twins in "\(scenario.name)" (seed \(seed)), \
      \(divergence).

      Shortest sequence found (\(actions.count) actions), as a test:

        @Test func fastPathsMatchPlainPaths() async {
          let divergence = await DifferentialTester.replay(
            <scenario "\(scenario.name)">,
            actions:
      \(listed)
          )
          #expect(divergence == nil)
        }
      """
  }
}

/// Both sides of one differential run, compared after every action.
@MainActor
final class DifferentialRun<R: Reducer> where R.State: Equatable {
  let scenario: DifferentialScenario<R>
  let fast: DifferentialSide<R>
  let plain: DifferentialSide<R>
  private var steps = 0

  init(_ scenario: DifferentialScenario<R>) {
    self.scenario = scenario
    self.fast = DifferentialSide(scenario, takesPlainPaths: false)
    self.plain = DifferentialSide(scenario, takesPlainPaths: true)
  }

  /// Sends `action` to both sides and compares them.
  func step(_ action: R.Action) async -> Divergence? {
    steps += 1
    let wakesBefore = (fast.wakes, plain.wakes)
    let effectsEnd = scenario.effectsEnd(action)
    await plain.send(action, effectsEnd: effectsEnd)
    await fast.send(action, effectsEnd: effectsEnd)
    return compare(fastWakesBefore: wakesBefore.0, plainWakesBefore: wakesBefore.1)
  }

  func finish() {
    fast.cancelLongTasks()
    plain.cancelLongTasks()
  }

  private func compare(fastWakesBefore: [Int], plainWakesBefore: [Int]) -> Divergence? {
    func differ(_ what: String) -> Divergence { Divergence(step: steps, what: what) }
    let (fastState, plainState) = (fast.state, plain.state)
    if fastState != plainState {
      let difference = diff(plainState, fastState) ?? "(equal dumps)"
      return differ(
        "state: the fast side's differs from the plain side's (− plain, + fast)\n\(difference)")
    }
    if fast.issues.reported != plain.issues.reported {
      return differ("issues: fast reported \(fast.issues.reported), plain \(plain.issues.reported)")
    }
    let (fastCancelled, plainCancelled) = (
      fast.longTasks.map(\.isCancelled), plain.longTasks.map(\.isCancelled)
    )
    if fastCancelled != plainCancelled {
      return differ("cancellation: fast \(fastCancelled), plain \(plainCancelled)")
    }
    let (fastNow, plainNow) = (fast.currentValues, plain.currentValues)
    let fastWakes = fast.wakes
    let plainWakes = plain.wakes
    for (index, reader) in scenario.readers.enumerated() {
      if fastNow[index] != plainNow[index] {
        return differ(
          "read: \(reader.name) reads \(describe(fastNow[index])) on the fast side, \(describe(plainNow[index])) on the plain side"
        )
      }
      for (path, offset) in [("observe", 0), ("withObservationTracking", 1)] {
        let slot = index * 2 + offset
        let (fastValue, plainValue) = (fast.shown(slot), plain.shown(slot))
        // A reader the plain path leaves stale (TCA's rules leave some: a row replaced by a
        // value of the same id, read through the root) may be stale on the fast side too, but
        // must show what the plain side shows.
        if fastValue != fastNow[index], fastValue != plainValue {
          return differ(
            "stale reader: \(reader.name) through \(path) shows \(describe(fastValue)), not \(describe(fastNow[index]))"
          )
        }
        let fastWoke = fastWakes[slot] > fastWakesBefore[slot]
        let plainWoke = plainWakes[slot] > plainWakesBefore[slot]
        if fastWoke && !plainWoke {
          return differ("extra wake-up: \(reader.name) through \(path) woke on the fast side only")
        }
        // Observation's readers are told what TCA tells them: a plain side that wakes one the
        // fast side leaves asleep is as wrong as the reverse (the plain twin is the spec, and a
        // twin that over-wakes once hid a bug in both). `observe` may wake less on the fast
        // side, where Arbor's own tracking skips a change nothing read.
        if offset == 1, plainWoke && !fastWoke {
          return differ(
            "missed wake-up: \(reader.name) through \(path) woke on the plain side only")
        }
      }
    }
    return nil
  }

  private func describe(_ value: AnyHashable?) -> String {
    value.map { String(describing: $0.base) } ?? "nil"
  }
}

extension DifferentialSide {
  /// Every watch's wake-up count: the `observe` watch then the tracking watch of each reader.
  var wakes: [Int] { watches.flatMap { [$0.observed.wakes, $0.tracked.wakes] } }

  /// What the watch at `slot` (as in ``wakes``) shows.
  func shown(_ slot: Int) -> AnyHashable? {
    let watch = watches[slot / 2]
    return slot % 2 == 0 ? watch.observed.value : watch.tracked.value
  }
}
