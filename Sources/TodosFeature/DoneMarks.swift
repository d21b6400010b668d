/// The done marks of the list, by position, kept beside it so that a filtered screen finds its
/// rows without reading every todo.
///
/// Under the "active" or "completed" filter, the screen needs the position of the *k*-th shown
/// todo and how many shown todos precede a given one. Walking the list answers both in O(*n*)
/// reads of `isComplete`, each through the observation registrar: about 4 ms at 100,000 todos,
/// on every keypress. A Fenwick tree over the marks answers both in O(log *n*), and a toggle,
/// a swap or an append updates it in O(log *n*). Inserting or removing in the middle rebuilds it
/// in O(*n*) from the plain marks, which costs about what the list's own shift costs.
///
/// The marks are derived from the list, so they take no part in equality: two states with the
/// same todos are equal whatever their marks' history.
struct DoneMarks: Equatable, Sendable {
  /// The marks, by position in the list.
  private var marks: [Bool]
  /// 1-based Fenwick tree: `tree[i]` counts the done marks at positions `i - lowbit(i) ..< i`.
  private var tree: [Int]

  /// How many marks are done.
  private(set) var doneCount: Int

  /// Marks for a list whose todos are done as `marks` says, in order.
  ///
  /// - Complexity: O(*n*).
  init(_ marks: some Sequence<Bool>) {
    self.marks = Array(marks)
    self.tree = []
    self.doneCount = 0
    rebuild()
  }

  /// How many todos the marks cover.
  var count: Int { marks.count }

  /// Whether the todo at `position` is done.
  subscript(position: Int) -> Bool { marks[position] }

  static func == (_: Self, _: Self) -> Bool { true }

  /// Marks the todo at `position` done or not done.
  ///
  /// - Complexity: O(log *n*).
  mutating func set(_ done: Bool, at position: Int) {
    guard marks[position] != done else { return }
    marks[position] = done
    let delta = done ? 1 : -1
    doneCount += delta
    var node = position + 1
    while node < tree.count {
      tree[node] += delta
      node += node & -node
    }
  }

  /// Adds a mark for a todo added at the end.
  ///
  /// - Complexity: O(log *n*).
  mutating func append(_ done: Bool) {
    marks.append(done)
    // The new node covers the marks after its children's ranges, and its own.
    let node = marks.count
    var sum = done ? 1 : 0
    var step = 1
    while step < node & -node {
      sum += tree[node - step]
      step <<= 1
    }
    tree.append(sum)
    if done { doneCount += 1 }
  }

  /// Adds a mark for a todo inserted at `position`.
  ///
  /// - Complexity: O(*n*).
  mutating func insert(_ done: Bool, at position: Int) {
    marks.insert(done, at: position)
    rebuild()
  }

  /// Removes the mark of the todo at `position`.
  ///
  /// - Complexity: O(*n*), O(log *n*) for the last position.
  mutating func remove(at position: Int) {
    if position == marks.count - 1 {
      set(false, at: position)
      marks.removeLast()
      tree.removeLast()
    } else {
      marks.remove(at: position)
      rebuild()
    }
  }

  /// Exchanges the marks of the todos at `i` and `j`.
  ///
  /// - Complexity: O(log *n*).
  mutating func swapAt(_ i: Int, _ j: Int) {
    let (a, b) = (marks[i], marks[j])
    set(b, at: i)
    set(a, at: j)
  }

  /// How many todos before `position` are `done` (or not done).
  ///
  /// - Complexity: O(log *n*).
  func count(_ done: Bool, before position: Int) -> Int {
    var doneBefore = 0
    var node = position
    while node > 0 {
      doneBefore += tree[node]
      node -= node & -node
    }
    return done ? doneBefore : position - doneBefore
  }

  /// The position of the `rank`-th todo (0 is the first) whose mark is `done`, if there is one.
  ///
  /// - Complexity: O(log *n*).
  func position(ofRank rank: Int, _ done: Bool) -> Int? {
    guard rank >= 0, rank < (done ? doneCount : marks.count - doneCount) else { return nil }
    // Descend the tree, skipping every whole range that holds too few matching marks.
    var position = 0
    var remaining = rank + 1
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let node = position + step
      if node < tree.count {
        let matching = done ? tree[node] : step - tree[node]
        if matching < remaining {
          position = node
          remaining -= matching
        }
      }
      step /= 2
    }
    return position
  }

  /// The positions from `start` on whose mark is `done`, in order.
  func positions(_ done: Bool, from start: Int) -> some Sequence<Int> {
    marks[start...].indices.lazy.filter { marks[$0] == done }
  }

  private mutating func rebuild() {
    tree = [0] + marks.map { $0 ? 1 : 0 }
    doneCount = 0
    for node in 1..<tree.count {
      doneCount += marks[node - 1] ? 1 : 0
      let parent = node + (node & -node)
      if parent < tree.count { tree[parent] += tree[node] }
    }
  }
}
