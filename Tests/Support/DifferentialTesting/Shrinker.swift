/// Shortens a failing sequence of actions to one that still fails and from which no single
/// action, nor any run of them, can be removed (delta debugging, one pass per chunk size).
///
/// - Complexity: O(*n* log *n*) runs of `fails` for *n* actions in the usual case.
@MainActor
enum Shrinker {
  static func shrink<Action>(
    _ actions: [Action], while fails: @MainActor ([Action]) async -> Bool
  ) async -> [Action] {
    var actions = actions
    var chunk = max(actions.count / 2, 1)
    while true {
      var start = 0
      var removedAny = false
      while start < actions.count {
        var candidate = actions
        candidate.removeSubrange(start..<min(start + chunk, actions.count))
        if await fails(candidate) {
          actions = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { return actions }
      chunk = max(chunk / 2, 1)
    }
  }
}
