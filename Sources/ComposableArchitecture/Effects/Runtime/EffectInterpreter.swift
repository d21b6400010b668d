import Dependencies
import PlainPaths

/// The one interpreter of ``Effect``: starts the tasks of an effect's asynchronous work,
/// registered with a store's ``CancellationRegistry``, and hands its synchronous actions to the
/// caller.
///
/// A store runs it on the main actor through its ``EffectRuntime``, delivering those actions at
/// once; an effect operator (`debounce`, `throttle`) runs it from its own task through
/// ``Effect/run(with:)``.
@usableFromInline
struct EffectInterpreter<Action> {
  /// The registry the tasks enter, and the `Send` every `.run` effect gets.
  @usableFromInline let channel: EffectChannel<Action>
  @usableFromInline var context: ContextInheritance

  @inlinable
  init(channel: EffectChannel<Action>, context: ContextInheritance) {
    self.channel = channel
    self.context = context
  }

  /// The registry the tasks enter.
  @inlinable
  var registry: CancellationRegistry { channel.registry }

  /// Starts `effect` under `keys` (outermost first), adding the tasks it started to `tasks`.
  ///
  /// - Parameter deliver: Receives the actions of `.send` effects, synchronously, in order.
  @inlinable
  mutating func start(
    _ effect: Effect<Action>,
    keys: CancelKeys,
    deliver: (Action) -> Void,
    into tasks: inout StartedTasks
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      deliver(action)
    case let .run(run):
      tasks.append(spawn(run, keys: keys))
    case let .merge(effects):
      for effect in effects { start(effect, keys: keys, deliver: deliver, into: &tasks) }
    case let .concatenate(effects):
      let sequence = Effect<Action>.RunOperation(
        priority: nil,
        operation: { send in
          for effect in effects {
            guard !Task.isCancelled else { return }
            await effect.run(with: send)
          }
        },
        handler: nil,
        dependencies: DependencyValues._current,
        path: NavigationIDPath.current,
        site: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
      )
      tasks.append(spawn(sequence, keys: keys))
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { registry.cancel(id) }
      start(effect, keys: keys.appendingUnderEveryPrefix(id), deliver: deliver, into: &tasks)
    case let .cancel(id):
      registry.cancel(id)
    }
  }

  /// Starts the task of `run`, registered under `keys`.
  @inlinable
  mutating func spawn(_ run: Effect<Action>.RunOperation, keys: CancelKeys) -> Task<Void, Never> {
    let handle = RunningEffects.Handle.next()
    let channel = channel
    // Made here, outside any actor: the task runs on the global executor from the start and
    // finishes there, with no hop to the main actor and back just to be bookkept. It still
    // inherits the caller's task-locals. Its body is written out here, specialized for the
    // client's actions: each async function it called instead would be a frame of its own.
    let task: Task<Void, Never>
    if !PlainPaths.areTaken(for: .effectTask), run.handler == nil,
      context.inheritsDependencies(of: run),
      context.startsAtRootOfNavigation()
    {
      // The usual effect, of the root feature or of a child: its task captures the fields it
      // runs rather than `run`, which is then released here, with the effect, on the thread
      // that made it. What the task's thread frees when the task ends, its closure's context,
      // stays small: 16 bytes of header, 16 of isolation, at most 88 of captures. Under glibc a
      // block another thread allocated is freed under that thread's arena lock once it is over
      // 128 bytes, and the sender's next allocation waits on that lock: measured
      // (BENCHMARKS.md), that one free cost as much as the rest of the effect.
      // `EffectInterpreterTests.theUsualEffectsTaskCapturesFitTheAllocatorsLimit` holds these
      // captures to that size.
      let operation = run.operation
      let site = run.site
      let path = run.path
      task = Task(priority: run.priority) {
        await CancellationRegistry.binding.withValue(channel.registry) {
          if path.isEmpty {
            do {
              try await operation(channel.send)
            } catch {
              await effectFailed(error, handler: nil, site: site, send: channel.send)
            }
          } else {
            await NavigationIDPath.withPath(path) {
              await performEffect(operation, handler: nil, site: site, send: channel.send)
            }
          }
          channel.registry.finish(handle)
        }
      }
    } else {
      // The plain twin (`PlainPaths`) binds the effect's dependencies and path in every task.
      let inherits = !PlainPaths.areTaken(for: .dependencyBinding) && context.inherits(run)
      task = Task(priority: run.priority) {
        await CancellationRegistry.binding.withValue(channel.registry) {
          if inherits {
            await performEffect(
              run.operation, handler: run.handler, site: run.site, send: channel.send
            )
          } else {
            await run.run(channel.send)
          }
          channel.registry.finish(handle)
        }
      }
    }
    channel.registry.insert(handle, task: task, keys: keys)
    return task
  }
}

extension Effect {
  /// Runs the whole effect to completion from inside another effect's task, delivering its
  /// actions through `send`: how debounce, throttle and other effect operators nest effects.
  ///
  /// Its tasks register with the registry of the store that started the enclosing effect,
  /// found through the task-local ``CancellationRegistry/current``, and are cancelled with the
  /// enclosing task.
  @usableFromInline
  func run(with send: Send<Action>) async {
    var interpreter = EffectInterpreter(
      channel: EffectChannel(registry: CancellationRegistry.current, send: send),
      context: ContextInheritance()
    )
    var tasks = StartedTasks()
    var sent: [Action] = []
    interpreter.start(self, keys: CancelKeys(), deliver: { sent.append($0) }, into: &tasks)
    // Taken before the actions go to the main actor: what was built with them stays here.
    let combined = tasks.combined
    if !sent.isEmpty { await deliver(sent, through: send) }
    guard let task = combined else { return }
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }
}

/// Sends the actions of the `.send` effects a nested effect started, in order, in one trip to
/// the main actor.
@MainActor
private func deliver<Action>(_ actions: [Action], through send: Send<Action>) {
  for action in actions { send(action) }
}
