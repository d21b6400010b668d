extension Array {
  /// Empties the array and keeps its storage: `removeAll(keepingCapacity:)` goes through the
  /// generic `replaceSubrange` (~150 instructions), too much for the one or two elements an
  /// observer's run reads or a send wakes.
  package mutating func removeAllKeepingStorage() {
    while popLast() != nil {}
  }
}
