import Synchronization

/// The effects of one root store still running, and the cancel ids they run under: the whole
/// state of its ``CancellationRegistry``, as a plain value so that it can be tested on its own.
///
/// An effect enters with ``insert(_:_:keys:)`` once its task exists, and leaves with
/// ``finish(_:)`` when the task ends. The task may end first (it starts running before the
/// store's thread records it): the handle is then remembered until the insertion comes, which
/// drops it.
@usableFromInline
struct RunningEffects: Sendable {
  /// Names one running effect. Drawn before its task starts, without the registry's lock.
  @usableFromInline
  struct Handle: Hashable, Sendable {
    // Not private: tests make handles with chosen values.
    let value: UInt64

    private static let counter = Atomic<UInt64>(0)

    /// A handle no other effect has.
    @usableFromInline
    static func next() -> Handle {
      Handle(value: counter.add(1, ordering: .relaxed).oldValue)
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
      hasher.combine(value)
    }

    // Handles come from a counter, never from outside: a multiplication by an odd constant maps
    // consecutive ones to distinct buckets, where SipHash (what `hash(into:)` feeds) costs ~200
    // instructions, and the table hashes a handle two or three times per effect.
    @usableFromInline
    func _rawHashValue(seed: Int) -> Int {
      Int(truncatingIfNeeded: value &* 0x9E37_79B9_7F4A_7C15) ^ seed
    }
  }

  /// What cancels one running effect. A store's effect is kept as its task, not as the task's
  /// `cancel` method: a stored method would allocate a closure per effect.
  @usableFromInline
  enum Canceller: Sendable {
    case task(Task<Void, Never>)
    case closure(@Sendable () -> Void)

    func cancel() {
      switch self {
      case .task(let task): task.cancel()
      case .closure(let cancel): cancel()
      }
    }
  }

  /// One running effect.
  @usableFromInline
  struct Entry: Sendable {
    /// Taken by the first cancellation: a cancelled effect needs no second one, and taking it
    /// moves the reference out instead of retaining the task, whose memory has long gone cold by
    /// the time a burst of effects is cancelled.
    var canceller: Canceller?
  }

  /// Every running effect.
  private(set) var entries: [Handle: Entry] = [:]
  /// The ids each running effect is still registered under, outermost first, for the effects
  /// that have some; dropped when one of them is cancelled. Apart from the entries, so that an
  /// effect without ids (most of them) copies none.
  private(set) var registrations: [Handle: CancelKeys] = [:]
  /// The running effects registered under each id.
  private(set) var groups: [CancelID: Set<Handle>] = [:]
  /// Effects that finished before they were inserted.
  private var finishedEarly: Set<Handle> = []
  /// Whether the store went away: whatever arrives after is cancelled at once.
  private(set) var isClosed = false

  /// How many entries the table may keep room for once it is empty: beyond that, the room a
  /// burst of effects needed is given back when the last one ends.
  static let retainedCapacity = 1_024

  @usableFromInline
  init() {}

  /// The number of running effects.
  var count: Int { entries.count }

  /// What an insertion asks of the caller.
  @usableFromInline
  enum Insertion: Equatable {
    /// Nothing: the effect is recorded.
    case recorded
    /// Nothing: the effect already finished, and there is nothing to record.
    case alreadyFinished
    /// Cancel it: the store went away.
    case cancel
  }

  /// Records a started effect under `keys`, unless it already finished.
  mutating func insert(_ handle: Handle, _ canceller: Canceller, keys: CancelKeys) -> Insertion {
    if !finishedEarly.isEmpty, finishedEarly.remove(handle) != nil { return .alreadyFinished }
    guard !isClosed else { return .cancel }
    entries[handle] = Entry(canceller: canceller)
    guard !keys.isEmpty else { return .recorded }
    registrations[handle] = keys
    for key in keys { groups[key, default: []].insert(handle) }
    return .recorded
  }

  /// Forgets an effect whose task ended, and returns its entry: the caller releases it once it
  /// has let go of the lock.
  mutating func finish(_ handle: Handle) -> Entry? {
    guard let entry = entries.removeValue(forKey: handle) else {
      if !isClosed { finishedEarly.insert(handle) }
      return nil
    }
    if !registrations.isEmpty, let keys = registrations.removeValue(forKey: handle) {
      unregister(handle, from: keys)
      if registrations.isEmpty && registrations.capacity > Self.retainedCapacity {
        registrations = [:]
      }
    }
    if entries.isEmpty && entries.capacity > Self.retainedCapacity { entries = [:] }
    return entry
  }

  /// The effects registered under `key`, to be cancelled. They leave every id they are under, and
  /// stay running until they finish.
  mutating func cancel(_ key: CancelID) -> [Canceller] {
    guard let handles = groups.removeValue(forKey: key) else { return [] }
    var cancelled: [Canceller] = []
    cancelled.reserveCapacity(handles.count)
    for handle in handles {
      guard let index = entries.index(forKey: handle) else { continue }
      if let keys = registrations.removeValue(forKey: handle) { unregister(handle, from: keys) }
      if let canceller = entries.values[index].canceller.take() { cancelled.append(canceller) }
    }
    if registrations.isEmpty && registrations.capacity > Self.retainedCapacity {
      registrations = [:]
    }
    return cancelled
  }

  /// Every running effect, to be cancelled: the store is going away. Nothing is recorded after.
  mutating func close() -> [Canceller] {
    isClosed = true
    let cancelled = entries.values.compactMap(\.canceller)
    entries = [:]
    registrations = [:]
    groups = [:]
    finishedEarly = []
    return cancelled
  }

  /// Removes `handle` from the groups of `keys`, and drops the groups left empty.
  private mutating func unregister(_ handle: Handle, from keys: CancelKeys) {
    for key in keys {
      guard let index = groups.index(forKey: key) else { continue }
      groups.values[index].remove(handle)
      if groups.values[index].isEmpty { groups.remove(at: index) }
    }
  }

  /// Checks that the groups and the entries agree. Debug builds only.
  func _checkInvariants() {
    #if DEBUG
      for (key, group) in groups {
        precondition(!group.isEmpty, "an empty group is kept for \(key)")
        for handle in group {
          precondition(
            registrations[handle]?.contains(key) == true,
            "a group lists an effect that is not running under its id"
          )
        }
      }
      for (handle, keys) in registrations {
        precondition(entries[handle] != nil, "ids are kept for an effect that is not running")
        for key in keys {
          precondition(groups[key]?.contains(handle) == true, "an effect is missing from a group")
        }
      }
      precondition(
        !isClosed || (entries.isEmpty && registrations.isEmpty && groups.isEmpty),
        "a closed registry records")
    #endif
  }
}
