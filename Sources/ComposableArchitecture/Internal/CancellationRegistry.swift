import Synchronization

/// The cancellable effects of one root store.
///
/// Every root store owns one, so cancellation ids are isolated per store: two stores using the
/// same id never cancel each other's work. Effects find the registry of the store that started
/// them through ``current``, a task-local that the store binds while it starts effects.
@usableFromInline
final class CancellationRegistry: Sendable {
  /// The registry of the store whose effect is running; a process-wide one outside any store.
  @TaskLocal @usableFromInline static var current = CancellationRegistry()

  private let state = Mutex(CancellationState())

  /// The state of the `throttle` operators of this store's effects.
  let throttles = ThrottleState()

  @usableFromInline
  init() {}

  /// A fresh token for a task about to be started.
  func makeToken() -> CancellationState.Token {
    state.withLock { $0.makeToken() }
  }

  /// Records a started task under `keys` (outermost first), unless it has already finished.
  func insert<Success, Failure>(
    _ token: CancellationState.Token, task: Task<Success, Failure>, keys: [CancelID]
  ) {
    state.withLock { $0.insert(token, cancel: task.cancel, keys: keys) }
  }

  /// Forgets a finished task.
  func finish(_ token: CancellationState.Token) {
    state.withLock { $0.finish(token) }
  }

  /// Cancels every task registered under `key`.
  @usableFromInline
  func cancel(_ key: CancelID) {
    let cancels = state.withLock { $0.remove(key: key) }
    for cancel in cancels { cancel() }
  }

  /// Cancels every task registered under a key whose path lies at or under `path`.
  @usableFromInline
  func cancelAll(under path: NavigationIDPath) {
    let cancels = state.withLock { $0.remove { $0.path.starts(with: path) } }
    for cancel in cancels { cancel() }
  }

  /// Cancels every task in flight.
  func cancelAll() {
    let cancels = state.withLock { $0.removeAll() }
    for cancel in cancels { cancel() }
  }

  /// The number of tasks in flight.
  var count: Int { state.withLock { $0.tasks.count } }
}

/// The bookkeeping of ``CancellationRegistry``, a plain value so it can be tested without tasks.
struct CancellationState {
  struct Token: Hashable {
    fileprivate let value: UInt64
  }

  /// Cancels one task.
  typealias Cancel = @Sendable () -> Void

  private(set) var tasks: [Token: Cancel] = [:]
  private(set) var keys: [CancelID: Set<Token>] = [:]
  private var keysOfToken: [Token: [CancelID]] = [:]
  private var finishedEarly: Set<Token> = []
  private var nextToken: UInt64 = 0

  mutating func makeToken() -> Token {
    defer { nextToken += 1 }
    return Token(value: nextToken)
  }

  mutating func insert(_ token: Token, cancel: @escaping Cancel, keys newKeys: [CancelID]) {
    if finishedEarly.remove(token) != nil { return }
    tasks[token] = cancel
    guard !newKeys.isEmpty else { return }
    keysOfToken[token] = newKeys
    for key in newKeys { keys[key, default: []].insert(token) }
  }

  mutating func finish(_ token: Token) {
    guard tasks.removeValue(forKey: token) != nil else {
      finishedEarly.insert(token)
      return
    }
    unregister(token)
  }

  /// The tasks registered under `key`, which stop being registered under any key: they are
  /// about to be cancelled, and stay counted in ``tasks`` until they finish.
  mutating func remove(key: CancelID) -> [Cancel] {
    remove { $0 == key }
  }

  /// The tasks registered under any key matching `predicate`, unregistered from all their keys.
  mutating func remove(where predicate: (CancelID) -> Bool) -> [Cancel] {
    var tokens: Set<Token> = []
    for (key, registered) in keys where predicate(key) { tokens.formUnion(registered) }
    return tokens.compactMap { token in
      unregister(token)
      return tasks[token]
    }
  }

  /// Every task in flight, to be cancelled.
  mutating func removeAll() -> [Cancel] {
    for token in tasks.keys { unregister(token) }
    return Array(tasks.values)
  }

  private mutating func unregister(_ token: Token) {
    for key in keysOfToken.removeValue(forKey: token) ?? [] {
      keys[key]?.remove(token)
      if keys[key]?.isEmpty == true { keys[key] = nil }
    }
  }
}
