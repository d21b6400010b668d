/// What a dump (or a diff, which dumps both sides with one tracker) knows about the objects it has
/// printed, so that repeated references print as `Type(↩︎)` and distinct instances of one class
/// are told apart as `Type`, `#1 Type`, `#2 Type`, ….
struct ObjectTracker {
  /// The number shown before each object, by identity; `0` shows none.
  var idPerItem: [ObjectIdentifier: UInt] = [:]
  /// How many distinct instances of each type name have been printed so far.
  var occurrencePerType: [String: UInt] = [:]
  /// The objects whose contents have already been printed.
  var visitedItems: Set<ObjectIdentifier> = []

  /// The number of an object, assigning the next one for its type on first sight.
  mutating func id(for item: ObjectIdentifier, typeName: String, firstID: UInt = 0) -> UInt {
    if let id = idPerItem[item] { return id }
    let id = occurrencePerType[typeName, default: firstID]
    idPerItem[item] = id
    return id
  }

  /// Records that an object's contents are being printed; returns `false` if they already were.
  mutating func visit(_ item: ObjectIdentifier, typeName: String, firstID: UInt = 0) -> Bool {
    guard visitedItems.insert(item).inserted else { return false }
    occurrencePerType[typeName] = occurrencePerType[typeName, default: firstID] + 1
    return true
  }
}
