@testable import ComposableArchitecture

// How many effects a store still runs: the tests' question, not the runtime's.

extension EffectRuntime {
  /// The number of effect tasks that have not finished yet.
  var inFlightCount: Int { cancellations.count }
}

extension RootCore {
  /// The number of effects still running.
  var inFlightEffects: Int { runtime.inFlightCount }
}
