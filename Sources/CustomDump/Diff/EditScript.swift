/// Which elements of two sequences a minimal edit removes and inserts, given a test for "the
/// same element" (the rest are kept, in order, as a longest common subsequence).
///
/// The common prefix and suffix are matched first in one linear pass each, so a long collection
/// with a few changes only runs Myers' O((*n* + *m*) · *d*) search over the part that changed. A
/// changed part whose edit distance passes ``maximumDistance`` is treated as wholly replaced:
/// still a correct script, just not minimal, and its cost stays bounded.
struct EditScript {
  /// `removals[i]` is whether the *i*-th element of the first sequence is removed.
  var removals: [Bool]
  /// `insertions[j]` is whether the *j*-th element of the second sequence is inserted.
  var insertions: [Bool]

  /// The edit distance past which the search gives up on minimality.
  static let maximumDistance = 512

  /// Computes the script between sequences of `lhsCount` and `rhsCount` elements.
  ///
  /// - Parameters:
  ///   - lhsCount: The length of the first sequence.
  ///   - rhsCount: The length of the second sequence.
  ///   - isSame: Whether element `i` of the first and element `j` of the second match.
  /// - Complexity: O(*n* + *m*) calls of `isSame` when only the ends differ, O((*n* + *m*) · *d*)
  ///   for *d* edits in the middle, with *d* capped at ``maximumDistance``.
  init(lhsCount: Int, rhsCount: Int, isSame: (Int, Int) -> Bool) {
    removals = Array(repeating: false, count: lhsCount)
    insertions = Array(repeating: false, count: rhsCount)

    var prefix = 0
    while prefix < lhsCount, prefix < rhsCount, isSame(prefix, prefix) {
      prefix += 1
    }
    var suffix = 0
    while suffix < lhsCount - prefix, suffix < rhsCount - prefix,
      isSame(lhsCount - 1 - suffix, rhsCount - 1 - suffix)
    {
      suffix += 1
    }
    let lhsMiddle = prefix..<(lhsCount - suffix)
    let rhsMiddle = prefix..<(rhsCount - suffix)
    guard !lhsMiddle.isEmpty, !rhsMiddle.isEmpty else {
      for index in lhsMiddle { removals[index] = true }
      for index in rhsMiddle { insertions[index] = true }
      return
    }
    let found = search(
      lhsCount: lhsMiddle.count,
      rhsCount: rhsMiddle.count
    ) { isSame(prefix + $0, prefix + $1) }
    guard let edits = found else {
      for index in lhsMiddle { removals[index] = true }
      for index in rhsMiddle { insertions[index] = true }
      return
    }
    for edit in edits {
      switch edit {
      case .remove(let index): removals[prefix + index] = true
      case .insert(let index): insertions[prefix + index] = true
      }
    }
  }

  private enum Edit {
    case remove(Int)
    case insert(Int)
  }

  /// Myers' greedy forward search, keeping each round's frontier to walk the path back; `nil` when
  /// the distance passes ``maximumDistance``.
  private func search(lhsCount n: Int, rhsCount m: Int, isSame: (Int, Int) -> Bool) -> [Edit]? {
    let limit = Swift.min(n + m, Self.maximumDistance)
    let offset = limit + 1
    // frontier[offset + k]: the furthest x reached on diagonal k = x - y.
    var frontier = Array(repeating: 0, count: 2 * offset + 1)
    // history[d]: the frontier slice for diagonals -d-1...d+1 before round d.
    var history: [[Int]] = []
    var distance: Int?
    rounds: for d in 0...limit {
      history.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
          x = frontier[offset + k + 1]
        } else {
          x = frontier[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, isSame(x, y) {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n, y >= m {
          distance = d
          break rounds
        }
      }
    }
    guard let distance else { return nil }

    var edits: [Edit] = []
    edits.reserveCapacity(distance)
    var x = n
    var y = m
    for d in stride(from: distance, to: 0, by: -1) {
      let previous = history[d]
      // previous[i] is the frontier of diagonal i - d - 1.
      func reach(_ k: Int) -> Int { previous[k + d + 1] }
      let k = x - y
      let previousK = (k == -d || (k != d && reach(k - 1) < reach(k + 1))) ? k + 1 : k - 1
      let previousX = reach(previousK)
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
      }
      if x == previousX {
        edits.append(.insert(previousY))
      } else {
        edits.append(.remove(previousX))
      }
      x = previousX
      y = previousY
    }
    return edits
  }
}
