/// What a shared value's persistence is doing: loading, and the last errors it met.
struct SharedStatus: Sendable {
  var isLoading = false
  var loadError: (any Error)?
  var saveError: (any Error)?
}
