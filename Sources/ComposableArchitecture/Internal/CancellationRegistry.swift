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
    CancellationState.Token.next()
  }

  /// Records a started task under `keys` (outermost first), unless it has already finished.
  func insert(_ token: CancellationState.Token, task: Task<Void, Never>, keys: [CancelID]) {
    state.withLock { $0.insert(token, task: .effect(task), keys: keys) }
  }

  func insert<Success>(
    _ token: CancellationState.Token, task: Task<Success, Never>, keys: [CancelID]
  ) {
    state.withLock { $0.insert(token, task: .other(task.cancel), keys: keys) }
  }

  /// Forgets a finished task.
  func finish(_ token: CancellationState.Token) {
    state.withLock { $0.finish(token) }
  }

  /// Cancels every task registered under `key`.
  @usableFromInline
  func cancel(_ key: CancelID) {
    let tasks = state.withLock { $0.remove(key: key) }
    for task in tasks { task.cancel() }
  }

  /// Cancels every task registered under a key whose path lies at or under `path`.
  @usableFromInline
  func cancelAll(under path: NavigationIDPath) {
    let tasks = state.withLock { $0.remove { $0.path.starts(with: path) } }
    for task in tasks { task.cancel() }
  }

  /// Cancels every task in flight.
  func cancelAll() {
    let tasks = state.withLock { $0.removeAll() }
    for task in tasks { task.cancel() }
  }

  /// The number of tasks in flight.
  var count: Int { state.withLock { $0.tasks.count } }
}

/// The bookkeeping of ``CancellationRegistry``, a plain value so it can be tested on its own.
struct CancellationState {
  struct Token: Hashable {
    fileprivate let value: UInt64

    private static let counter = Atomic<UInt64>(0)

    /// A token no other task has: drawn without the registry's lock.
    static func next() -> Token {
      Token(value: counter.add(1, ordering: .relaxed).oldValue)
    }
  }

  /// A task in flight. An effect's task is kept as itself, not as its `cancel` method: a stored
  /// method would allocate a closure per effect.
  enum InFlight: Sendable {
    case effect(Task<Void, Never>)
    case other(@Sendable () -> Void)

    func cancel() {
      switch self {
      case .effect(let task): task.cancel()
      case .other(let cancel): cancel()
      }
    }
  }

  private(set) var tasks: [Token: InFlight] = [:]
  private(set) var keys: [CancelID: Set<Token>] = [:]
  private var keysOfToken: [Token: [CancelID]] = [:]
  private var finishedEarly: Set<Token> = []

  mutating func insert(_ token: Token, task: InFlight, keys newKeys: [CancelID]) {
    if !finishedEarly.isEmpty, finishedEarly.remove(token) != nil { return }
    tasks[token] = task
    guard !newKeys.isEmpty else { return }
    keysOfToken[token] = newKeys
    for key in newKeys { keys[key, default: []].insert(token) }
  }

  mutating func finish(_ token: Token) {
    guard tasks.removeValue(forKey: token) != nil else {
      finishedEarly.insert(token)
      return
    }
    // Most effects have no cancel id: their finish is one lookup.
    if !keysOfToken.isEmpty { unregister(token) }
  }

  /// The tasks registered under `key`, which stop being registered under any key: they are
  /// about to be cancelled, and stay counted in ``tasks`` until they finish.
  mutating func remove(key: CancelID) -> [InFlight] {
    // The key's whole entry goes at once; only a task's other keys are looked up one by one.
    guard let registered = keys.removeValue(forKey: key) else { return [] }
    var cancelled: [InFlight] = []
    cancelled.reserveCapacity(registered.count)
    for token in registered {
      for other in keysOfToken.removeValue(forKey: token) ?? [] where other != key {
        keys[other]?.remove(token)
        if keys[other]?.isEmpty == true { keys[other] = nil }
      }
      if let task = tasks[token] { cancelled.append(task) }
    }
    return cancelled
  }

  /// The tasks registered under any key matching `predicate`, unregistered from all their keys.
  mutating func remove(where predicate: (CancelID) -> Bool) -> [InFlight] {
    var tokens: Set<Token> = []
    for (key, registered) in keys where predicate(key) { tokens.formUnion(registered) }
    return tokens.compactMap { token in
      unregister(token)
      return tasks[token]
    }
  }

  /// Every task in flight, to be cancelled.
  mutating func removeAll() -> [InFlight] {
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
