import PlainPaths

/// Where in the feature tree a reducer is running: one component per `ifLet`, `forEach` or
/// presentation level between the root and the running reducer.
///
/// Child operators set it while their child runs, so that cancellation ids created by the child
/// are namespaced to that child, and so the operator can cancel every effect under a child whose
/// state went away.
///
/// A list linked from the innermost component up: entering a child, which every child action
/// does, costs one small allocation, where an array would copy the whole path and box each
/// component.
@usableFromInline
struct NavigationIDPath: Hashable, Sendable {
  @usableFromInline let last: Node?

  @usableFromInline
  init() {
    self.last = nil
  }

  @usableFromInline
  init(last: Node?) {
    self.last = last
  }

  /// The path a task carries: an effect's, set while it runs. Looked up on every read of
  /// ``current``; skipping the lookup with a process-wide flag gains under 3% on every realistic
  /// workload (docs/decisions/0003).
  @TaskLocal private static var ofTask = NavigationIDPath()

  /// The path of the code running now: the task's, extended by the children this thread is
  /// reducing.
  @usableFromInline
  static var current: NavigationIDPath {
    if PlainPaths.areTaken(for: .navigationFrames) { return ofTask }
    return _UnsafeNavigationFrames.path(over: ofTask)
  }

  /// Runs `body` inside the child `id`, by binding the task's path extended by it: the plain twin
  /// (`PlainPaths`) of the navigation frames, and how TCA enters a child.
  @usableFromInline
  static func withChild(_ id: NavigationID, _ body: () -> Void) {
    withPath(current.appending(id), operation: body)
  }

  /// Runs `operation` with `path` as the current task's.
  static func withPath<R>(_ path: NavigationIDPath, operation: () throws -> R) rethrows -> R {
    try $ofTask.withValue(path, operation: operation)
  }

  /// Runs `operation` with `path` as the current task's.
  @usableFromInline
  static func withPath(_ path: NavigationIDPath, operation: () async -> Void) async {
    await $ofTask.withValue(path, operation: operation)
  }

  /// One component, and the path above it.
  @usableFromInline
  final class Node: Sendable {
    @usableFromInline let parent: Node?
    @usableFromInline let id: NavigationID
    let depth: Int

    @usableFromInline
    init(parent: Node?, id: NavigationID) {
      self.parent = parent
      self.id = id
      self.depth = (parent?.depth ?? 0) + 1
    }
  }

  /// Whether this is the root's path, outside every child.
  @inlinable
  var isEmpty: Bool { last == nil }

  /// The number of components.
  var count: Int { last?.depth ?? 0 }

  /// This path extended by one child.
  @usableFromInline
  func appending(_ id: NavigationID) -> Self {
    Self(last: Node(parent: last, id: id))
  }

  /// Whether this path lies at or under `prefix`.
  func starts(with prefix: NavigationIDPath) -> Bool {
    var node = last
    while let current = node, current.depth > prefix.count { node = current.parent }
    return Self(last: node) == prefix
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var (left, right) = (lhs.last, rhs.last)
    while let l = left, let r = right {
      if l === r { return true }
      guard l.id == r.id else { return false }
      (left, right) = (l.parent, r.parent)
    }
    return true
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    var node = last
    while let current = node {
      hasher.combine(current.id)
      node = current.parent
    }
  }
}
