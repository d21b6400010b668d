import Synchronization

/// The cancel ids of ``CancellationRegistry``: which tasks each id cancels. A plain value, so it
/// can be tested on its own.
///
/// A store's effects are ``TrackedTask``s, kept in one group per id, each knowing where it stands
/// in each of its groups: registering one, cancelling an id and forgetting a finished one hash
/// nothing but the ids. Other tasks (`withTaskCancellation(id:)`, cancellable effects nested in
/// another) are kept by token.
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

  /// A task to cancel. An effect's task is kept as itself, not as its `cancel` method: a stored
  /// method would allocate a closure per effect.
  enum InFlight: Sendable {
    case tracked(TrackedTask)
    case effect(Task<Void, Never>)
    case other(@Sendable () -> Void)

    func cancel() {
      switch self {
      case .tracked(let node): node.task?.cancel()
      case .effect(let task): task.cancel()
      case .other(let cancel): cancel()
      }
    }
  }

  /// The store's effects registered under each id.
  private(set) var groups: [CancelID: [TrackedTask]] = [:]

  private(set) var tasks: [Token: InFlight] = [:]
  private(set) var keys: [CancelID: Set<Token>] = [:]
  private var keysOfToken: [Token: [CancelID]] = [:]
  private var finishedEarly: Set<Token> = []

  /// Registers a store's effect under its ids.
  mutating func insert(_ node: TrackedTask) {
    for (slot, key) in node.keys.enumerated() {
      if let groupIndex = groups.index(forKey: key) {
        node.setKeyIndex(slot, groups.values[groupIndex].count)
        groups.values[groupIndex].append(node)
      } else {
        node.setKeyIndex(slot, 0)
        groups[key] = [node]
      }
    }
  }

  /// Unregisters a store's effect from the ids it is still registered under: it finished, or
  /// one of its ids was cancelled.
  mutating func unregister(_ node: TrackedTask) {
    for (slot, key) in node.keys.enumerated() where node.keyIndex(slot) >= 0 {
      unregister(node, slot: slot, from: key)
    }
  }

  /// Unregisters every store's effect of a chain of finished ones (linked by
  /// ``TrackedTask/next``) that has cancel ids.
  mutating func unregister(chain: TrackedTask?) {
    var node = chain
    while let current = node {
      if !current.keys.isEmpty { unregister(current) }
      node = current.next
    }
  }

  /// Removes `node` from `key`'s group by moving the group's last node into its place.
  private mutating func unregister(_ node: TrackedTask, slot: Int, from key: CancelID) {
    let index = node.keyIndex(slot)
    node.setKeyIndex(slot, -1)
    guard let groupIndex = groups.index(forKey: key) else { return }
    let last = groups.values[groupIndex].removeLast()
    if last !== node || index != groups.values[groupIndex].count {
      let lastIndex = groups.values[groupIndex].count
      groups.values[groupIndex][index] = last
      // The slot of `last` that stood at the end; an effect can be under one id twice.
      let lastSlot = last.keys.indices.first {
        last.keys[$0] == key && last.keyIndex($0) == lastIndex
      }!
      last.setKeyIndex(lastSlot, index)
    }
    if groups.values[groupIndex].isEmpty { groups.remove(at: groupIndex) }
  }

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
    if !keysOfToken.isEmpty { unregister(token) }
  }

  /// The tasks registered under `key`, which stop being registered under any key: they are
  /// about to be cancelled, and stay counted until they finish.
  mutating func remove(key: CancelID) -> [InFlight] {
    var cancelled: [InFlight] = []
    if let nodes = groups.removeValue(forKey: key) {
      cancelled.reserveCapacity(nodes.count)
      for node in nodes {
        // Most nodes have one id, the one removed: nothing else to unregister.
        if node.keys.count == 1 {
          node.firstKeyIndex = -1
        } else {
          for (slot, other) in node.keys.enumerated() where other == key {
            node.setKeyIndex(slot, -1)
          }
          unregister(node)
        }
        cancelled.append(.tracked(node))
      }
    }
    // The key's whole entry goes at once; only a task's other keys are looked up one by one.
    guard let registered = keys.removeValue(forKey: key) else { return cancelled }
    cancelled.reserveCapacity(cancelled.count + registered.count)
    for token in registered {
      if let tokenKeys = keysOfToken.removeValue(forKey: token), tokenKeys.count > 1 {
        for other in tokenKeys where other != key { unregister(token, from: other) }
      }
      if let task = tasks[token] { cancelled.append(task) }
    }
    return cancelled
  }

  /// The tasks registered under any key matching `predicate`, unregistered from all their keys.
  mutating func remove(where predicate: (CancelID) -> Bool) -> [InFlight] {
    var nodes: [ObjectIdentifier: TrackedTask] = [:]
    for (key, group) in groups where predicate(key) {
      for node in group { nodes[ObjectIdentifier(node)] = node }
    }
    var cancelled: [InFlight] = []
    for node in nodes.values {
      unregister(node)
      cancelled.append(.tracked(node))
    }
    var tokens: Set<Token> = []
    for (key, registered) in keys where predicate(key) { tokens.formUnion(registered) }
    for token in tokens {
      unregister(token)
      if let task = tasks[token] { cancelled.append(task) }
    }
    return cancelled
  }

  /// Every task registered under an id, and every task kept by token, to be cancelled.
  mutating func removeAll() -> [InFlight] {
    // A store that goes away having started no cancellable task: nothing to gather.
    if groups.isEmpty && tasks.isEmpty { return [] }
    var cancelled: [InFlight] = []
    for node in groups.values.joined() {
      for slot in node.keys.indices { node.setKeyIndex(slot, -1) }
      cancelled.append(.tracked(node))
    }
    groups.removeAll()
    for token in tasks.keys { unregister(token) }
    return cancelled + tasks.values
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
