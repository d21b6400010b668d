/// An effect task as its registry keeps it: linked into a list of tasks in flight until it
/// finishes, then into a list of finished ones (``TrackedTasks``), and, when it has cancel ids,
/// in the group of each id (``CancellationState``). The job of a store's effect is one
/// (``EffectJob``), so recording a task allocates nothing and hashes no token.
@usableFromInline
class TrackedTask: @unchecked Sendable {  // NB: vars are guarded by the registry's locks
  enum Stage {
    /// Created; its task is not recorded yet.
    case created
    /// Its task finished before it was recorded.
    case finishedEarly
    /// Recorded, running.
    case inFlight
    /// Finished after it was recorded, or handed over by a closing list.
    case done
  }

  /// Which of the registry's lists keeps it.
  let list: Int
  /// The cancel ids it is registered under, outermost first.
  let keys: [CancelID]
  /// The task: set once by the store's thread before the node is recorded anywhere.
  @usableFromInline @exclusivity(unchecked) var task: Task<Void, Never>?

  // Guarded by the lock of its list.
  @exclusivity(unchecked) var stage = Stage.created
  // The links hold nothing: a list keeps each node it links with one retain of its own, taken
  // when the node is recorded and given back when the node is released (``TrackedTasks``), so
  // moving a node between lists costs no reference counting. Unmanaged rather than unowned: a
  // read of an unowned reference retains what it reads.
  @exclusivity(unchecked) var nextLink: Unmanaged<TrackedTask>?
  @exclusivity(unchecked) var previousLink: Unmanaged<TrackedTask>?

  /// The next node of its list or chain.
  var next: TrackedTask? { nextLink?.takeUnretainedValue() }

  // Guarded by the lock of the registry's cancel ids: where the node stands in the group of each
  // of its ids, or -1 where it is not in it.
  @exclusivity(unchecked) var firstKeyIndex = -1
  @exclusivity(unchecked) var otherKeyIndices: [Int] = []

  @usableFromInline
  init(list: Int, keys: [CancelID]) {
    self.list = list
    self.keys = keys
    if keys.count > 1 { otherKeyIndices = Array(repeating: -1, count: keys.count - 1) }
  }

  /// Where the node stands in the group of its `slot`th id, or -1.
  func keyIndex(_ slot: Int) -> Int {
    slot == 0 ? firstKeyIndex : otherKeyIndices[slot - 1]
  }

  func setKeyIndex(_ slot: Int, _ index: Int) {
    if slot == 0 { firstKeyIndex = index } else { otherKeyIndices[slot - 1] = index }
  }
}
