import Dependencies

/// The tasks one `send` started, kept without an array while there is only one: most actions
/// start no effect or one, and a one-element array would be an allocation per effect.
///
/// It also remembers the context the tasks are started in, read at most once per `send`.
@usableFromInline
struct StartedTasks {
  @usableFromInline private(set) var first: Task<Void, Never>?
  @usableFromInline var others: [Task<Void, Never>] = []
  /// The revision of the dependencies current where the tasks are started, once known.
  @usableFromInline var currentRevision: UInt64?
  /// Whether no navigation path is current where the tasks are started, once known.
  @usableFromInline var isAtRootOfNavigation: Bool?
  /// Whether the effects were returned by reducers that ran where their tasks start.
  @usableFromInline let effectsWereReducedHere: Bool

  /// - Parameters:
  ///   - currentDependencies: The dependencies current where the tasks will be started, when
  ///     the caller knows them without reading them (a store that bound its own).
  ///   - effectsWereReducedHere: Whether the effects come from reducers that ran where their
  ///     tasks start, as a store's do. Navigation reducers only ever extend the current path, so
  ///     an effect made with no path was then made, and starts, outside any.
  @inlinable
  init(currentDependencies: DependencyValues? = nil, effectsWereReducedHere: Bool = false) {
    self.currentRevision = currentDependencies?.revision
    self.effectsWereReducedHere = effectsWereReducedHere
  }

  /// Whether a task started now inherits the dependencies and navigation path `run` was created
  /// with, as it usually does: the store starts it where the reducer ran.
  @inlinable
  mutating func inheritsContext<Action>(of run: Effect<Action>.RunOperation) -> Bool {
    guard run.path.components.isEmpty else { return false }
    let current = currentRevision ?? DependencyValues._current.revision
    currentRevision = current
    guard current == run.dependencies.revision else { return false }
    if effectsWereReducedHere { return true }
    let isAtRoot = isAtRootOfNavigation ?? NavigationIDPath.current.components.isEmpty
    isAtRootOfNavigation = isAtRoot
    return isAtRoot
  }

  /// Whether no task was started.
  var isEmpty: Bool { first == nil }

  @inlinable
  mutating func append(_ task: Task<Void, Never>) {
    if first == nil { first = task } else { others.append(task) }
  }

  /// Every task, in the order they were started.
  var all: [Task<Void, Never>] {
    guard let first else { return [] }
    return [first] + others
  }

  /// One task that finishes when all of them have, and cancels all of them when cancelled; the
  /// task itself when it is the only one.
  @usableFromInline
  var combined: Task<Void, Never>? {
    guard others.isEmpty else {
      let tasks = all
      return Task {
        await withTaskCancellationHandler {
          for task in tasks { await task.value }
        } onCancel: {
          for task in tasks { task.cancel() }
        }
      }
    }
    return first
  }
}
