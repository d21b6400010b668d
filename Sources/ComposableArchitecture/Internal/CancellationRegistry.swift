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

  /// The tasks registered under cancel ids.
  private let state = Mutex(CancellationState())

  /// The tasks without cancel ids, spread over several locks. The store's thread records
  /// every task it starts while the effects' threads note the ones that finish: with one lock
  /// for both, the two sides contended for it on many effects.
  private let unkeyed: [UnkeyedShard] = (0..<UnkeyedShard.count).map { _ in UnkeyedShard() }

  /// The state of the `throttle` operators of this store's effects.
  let throttles = ThrottleState()

  @usableFromInline
  init() {}

  /// A fresh token for a task about to be started under cancel ids.
  @usableFromInline
  func makeToken() -> CancellationState.Token {
    CancellationState.Token.next()
  }

  /// Which of the lists of tasks without cancel ids the next one goes to: consecutive tasks go
  /// to different ones.
  @usableFromInline
  func nextList() -> Int {
    Int(truncatingIfNeeded: lists.add(1, ordering: .relaxed).oldValue % UInt(UnkeyedShard.count))
  }

  private let lists = Atomic<UInt>(0)

  /// Records a started task under `keys` (outermost first), unless it has already finished.
  @usableFromInline
  func insert(_ token: CancellationState.Token, task: Task<Void, Never>, keys: [CancelID]) {
    state.withLock { $0.insert(token, task: .effect(task), keys: keys) }
  }

  func insert<Success>(
    _ token: CancellationState.Token, task: Task<Success, Never>, keys: [CancelID]
  ) {
    state.withLock { $0.insert(token, task: .other(task.cancel), keys: keys) }
  }

  /// Records the started task of `node`, which has no cancel id, unless it has already finished.
  ///
  /// The tasks without cancel ids that finished since the last insertion are released here, on
  /// the caller's thread (see ``UnkeyedTasks``).
  @usableFromInline
  func insert(_ node: UnkeyedTask, task: Task<Void, Never>) {
    let finished = unkeyed[node.list].tasks.withLock { $0.insert(node, task: task) }
    UnkeyedTasks.release(finished)
  }

  /// Forgets a finished task registered under cancel ids.
  func finish(_ token: CancellationState.Token) {
    state.withLock { $0.finish(token) }
  }

  /// Forgets the finished task of `node`, which has no cancel id.
  func finish(_ node: UnkeyedTask) {
    let released = unkeyed[node.list].tasks.withLock { $0.finish(node) }
    UnkeyedTasks.release(released)
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

  /// Cancels every task in flight: the store is going away.
  func cancelAll() {
    for shard in unkeyed {
      let (inFlight, finished) = shard.tasks.withLock { $0.close() }
      UnkeyedTasks.release(finished)
      for task in UnkeyedTasks.tasks(of: inFlight) { task.cancel() }
      UnkeyedTasks.release(inFlight)
    }
    let tasks = state.withLock { $0.removeAll() }
    for task in tasks { task.cancel() }
  }

  /// The number of tasks in flight.
  var count: Int {
    unkeyed.reduce(state.withLock { $0.tasks.count }) { count, shard in
      count + shard.tasks.withLock { $0.count }
    }
  }
}

/// One lock's share of the tasks without cancel ids.
private final class UnkeyedShard: Sendable {
  static let count = 8
  let tasks = Mutex(UnkeyedTasks())
}

/// The bookkeeping of ``CancellationRegistry``, a plain value so it can be tested on its own.
@usableFromInline
struct CancellationState: Sendable {
  @usableFromInline
  struct Token: Hashable, Sendable {
    private let value: UInt64

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
      // Most tasks have one key, the one removed: nothing else to unregister.
      if let tokenKeys = keysOfToken.removeValue(forKey: token), tokenKeys.count > 1 {
        for other in tokenKeys where other != key { unregister(token, from: other) }
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
    for key in keysOfToken.removeValue(forKey: token) ?? [] { unregister(token, from: key) }
  }

  /// Removes `token` from `key`'s tokens, and `key` once it has none: one lookup of the key.
  private mutating func unregister(_ token: Token, from key: CancelID) {
    guard let index = keys.index(forKey: key) else { return }
    keys.values[index].remove(token)
    if keys.values[index].isEmpty { keys.remove(at: index) }
  }
}
