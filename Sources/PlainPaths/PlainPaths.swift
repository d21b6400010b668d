/// Whether Arbor's fast paths give way to their plain twins.
///
/// Each fast path (a cached `body`, a child written by its stored property's offset, navigation
/// frames on the thread's stack, Arbor's own read tracking, a skipped dependency lookup, …) is
/// an optimisation of a plain path that does what TCA does the straightforward way. The plain
/// path is the specification: the fast one must be indistinguishable from it, and the
/// differential tests run features both ways to show it. Each fast path asks
/// `areTaken(for:)` where it chooses, and takes its plain twin when the answer is true:
///
/// - built with `-Xswiftc -DARBOR_PLAIN_PATHS`, always: every fast path is compiled out;
///   `-Xswiftc -DARBOR_PLAIN_<PATH>` (the names are ``FastPath``'s) compiles out one, to
///   measure what it buys;
/// - in a debug build, inside `withPlainPaths(true) { … }` and in the tasks started there; a
///   store made there takes the plain twins for every action it is ever sent;
/// - in a release build, otherwise never: the answer is a constant, and every check folds away.
@usableFromInline
package enum PlainPaths {
  /// The fast paths, each named by the condition that compiles it out.
  @usableFromInline
  package enum FastPath: Sendable {
    /// `ARBOR_PLAIN_BODY`: a stateless reducer's `body` built once, not per action.
    case bodyCache
    /// `ARBOR_PLAIN_CHILD_WRITES`: a child's state written where it is stored, by the stored
    /// property behind an observable field, or by its offset.
    case childWrites
    /// `ARBOR_PLAIN_NAVIGATION`: the children being reduced kept as frames on the thread's
    /// stack, not as a task-local path.
    case navigationFrames
    /// `ARBOR_PLAIN_OBSERVE`: an `observe` closure's reads recorded by Arbor, not Observation.
    case readTracking
    /// `ARBOR_PLAIN_ANNOUNCE`: a change announced only if something read the value.
    case announcements
    /// `ARBOR_PLAIN_DEPENDENCIES`: dependency values read and bound only when they may differ.
    case dependencyBinding
    /// `ARBOR_PLAIN_MAIN_CHECK`: the main queue told by its label's address.
    case mainActorCheck
    /// `ARBOR_PLAIN_EFFECT_TASK`: the usual effect's task capturing only what it runs.
    case effectTask
    /// `ARBOR_PLAIN_WRITE_LOG`: replaced rows found from an identified array's write log.
    case writeLog
    /// `ARBOR_PLAIN_ROOT_ROUTE`: observable root state's identity read by specialized code.
    case rootRoute
  }

  /// Whether the code running now takes the plain twin of `path`.
  @inlinable
  package static func areTaken(for path: FastPath) -> Bool {
    isCompiledOut(path) || isSwitchedOn
  }

  /// Whether the code running now takes every plain twin: the switch is on, or this build has
  /// no fast path.
  @inlinable
  package static var areTaken: Bool {
    areCompiledOut || isSwitchedOn
  }

  /// Whether this build was made without `path`.
  @inlinable
  package static func isCompiledOut(_ path: FastPath) -> Bool {
    #if ARBOR_PLAIN_PATHS
      return true
    #else
      switch path {
      case .bodyCache:
        #if ARBOR_PLAIN_BODY
          return true
        #else
          return false
        #endif
      case .childWrites:
        #if ARBOR_PLAIN_CHILD_WRITES
          return true
        #else
          return false
        #endif
      case .navigationFrames:
        #if ARBOR_PLAIN_NAVIGATION
          return true
        #else
          return false
        #endif
      case .readTracking:
        #if ARBOR_PLAIN_OBSERVE
          return true
        #else
          return false
        #endif
      case .announcements:
        #if ARBOR_PLAIN_ANNOUNCE
          return true
        #else
          return false
        #endif
      case .dependencyBinding:
        #if ARBOR_PLAIN_DEPENDENCIES
          return true
        #else
          return false
        #endif
      case .mainActorCheck:
        #if ARBOR_PLAIN_MAIN_CHECK
          return true
        #else
          return false
        #endif
      case .effectTask:
        #if ARBOR_PLAIN_EFFECT_TASK
          return true
        #else
          return false
        #endif
      case .writeLog:
        #if ARBOR_PLAIN_WRITE_LOG
          return true
        #else
          return false
        #endif
      case .rootRoute:
        #if ARBOR_PLAIN_ROOT_ROUTE
          return true
        #else
          return false
        #endif
      }
    #endif
  }

  /// Whether this build has no fast path at all.
  @inlinable
  package static var areCompiledOut: Bool {
    #if ARBOR_PLAIN_PATHS
      true
    #else
      false
    #endif
  }

  /// Whether this build has the switch: a debug build. Tests that compare both paths in one
  /// process need it.
  @inlinable
  package static var canBeSwitched: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  #if DEBUG
    /// Whether the code running now is inside `withPlainPaths(true) { … }`.
    @usableFromInline
    package static var isSwitchedOn: Bool { switchedOn }

    @TaskLocal private static var switchedOn = false
  #else
    /// Whether the code running now is inside `withPlainPaths(true) { … }`: never, in a release
    /// build.
    @inlinable
    package static var isSwitchedOn: Bool { false }
  #endif

  /// Runs `operation` taking every plain twin if `taken`, in a debug build; elsewhere it just
  /// runs, with the paths the build was made with.
  @usableFromInline
  package static func withPlainPaths<R>(_ taken: Bool, operation: () throws -> R) rethrows -> R {
    #if DEBUG
      if taken == isSwitchedOn { return try operation() }
      return try $switchedOn.withValue(taken, operation: operation)
    #else
      return try operation()
    #endif
  }

  /// Runs `operation` taking every plain twin if `taken`, as the synchronous `withPlainPaths`.
  package static func withPlainPaths<R>(
    _ taken: Bool, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
  ) async rethrows -> R {
    #if DEBUG
      if taken == isSwitchedOn { return try await operation() }
      return try await $switchedOn.withValue(taken, operation: operation, isolation: isolation)
    #else
      return try await operation()
    #endif
  }
}
