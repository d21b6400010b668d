import Dependencies

/// Decides whether an effect's task inherits the dependencies and navigation path its effect
/// was created with, as it usually does (the store starts it where the reducer ran), so that
/// the task binds them only when it must.
///
/// What it reads of the current context it reads once, for all the effects one `send` starts.
@usableFromInline
struct ContextInheritance {
  /// The revision of the dependencies current where the tasks are started, once known.
  @usableFromInline var currentRevision: UInt64?
  /// Whether no navigation path is current where the tasks are started, once known.
  @usableFromInline var isAtRootOfNavigation: Bool?
  /// Whether the effects were returned by reducers that ran where their tasks start.
  @usableFromInline let effectsWereReducedHere: Bool

  /// - Parameters:
  ///   - currentRevision: The revision of the dependencies current where the tasks will be
  ///     started, when the caller knows them without reading them (a store that bound its own).
  ///   - effectsWereReducedHere: Whether the effects come from reducers that ran where their
  ///     tasks start, as a store's do. Navigation reducers only ever extend the current path, so
  ///     an effect made with no path was then made, and starts, outside any.
  @inlinable
  init(currentRevision: UInt64? = nil, effectsWereReducedHere: Bool = false) {
    self.currentRevision = currentRevision
    self.effectsWereReducedHere = effectsWereReducedHere
  }

  /// Whether a task started now inherits the dependencies and navigation path `run` was created
  /// with.
  @inlinable
  mutating func inherits<Action>(_ run: Effect<Action>.RunOperation) -> Bool {
    run.path.isEmpty && inheritsDependencies(of: run) && startsAtRootOfNavigation()
  }

  /// Whether a task started now inherits the dependencies `run` was created with.
  @inlinable
  mutating func inheritsDependencies<Action>(of run: Effect<Action>.RunOperation) -> Bool {
    let current = currentRevision ?? DependencyValues.current.revision
    currentRevision = current
    return current == run.dependencies.revision
  }

  /// Whether a task started now starts outside every child: it then carries `run`'s navigation
  /// path once it binds it, whatever that path is.
  @inlinable
  mutating func startsAtRootOfNavigation() -> Bool {
    if effectsWereReducedHere { return true }
    let isAtRoot = isAtRootOfNavigation ?? NavigationIDPath.current.isEmpty
    isAtRootOfNavigation = isAtRoot
    return isAtRoot
  }
}
