extension Effect {
  /// Runs the whole effect to completion from inside another effect's task, delivering its
  /// actions through `send`: how debounce, throttle and other effect operators nest effects.
  ///
  /// Cancellable parts register with the store's registry found through the task-local
  /// ``CancellationRegistry/current``, which every effect task inherits from its store.
  func run(with send: Send<Action>) async {
    switch operation {
    case .none:
      return
    case let .send(action):
      await send(action)
    case let .run(run):
      await run.run(send)
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.run(with: send) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await effect.run(with: send)
      }
    case let .cancellable(id, cancelInFlight, effect):
      let registry = CancellationRegistry.current
      if cancelInFlight { registry.cancel(id) }
      let token = registry.makeToken()
      let task = Task {
        await effect.run(with: send)
        registry.finish(token)
      }
      registry.insert(token, task: task, keys: [id])
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    case let .cancel(id):
      CancellationRegistry.current.cancel(id)
    }
  }
}
