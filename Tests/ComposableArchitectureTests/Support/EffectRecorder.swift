@testable import ComposableArchitecture

/// Runs effects the way a store does and records the actions they send, in order.
@MainActor
final class EffectRecorder<Action> {
  private(set) var actions: [Action] = []
  private(set) lazy var runtime = EffectRuntime<Action> { [weak self] in self?.actions.append($0) }

  /// Starts the effect and waits for every task it started to finish.
  func run(_ effect: Effect<Action>) async {
    for task in runtime.start(effect) { await task.value }
  }

  /// Starts the effect and returns its tasks without waiting.
  func start(_ effect: Effect<Action>) -> [Task<Void, Never>] {
    runtime.start(effect)
  }
}
