/// The `observe(_:)` observers of each field of one state value, found by the field's key path.
///
/// Hashing a key path walks its components (~500 instructions), and a change and a run each
/// look one up. A key path written in the source is one object, made once, so the table also
/// remembers the objects it has seen and finds them by identity first; a key path made anew on
/// every use (the fields of a generic state) is found by its value, after the first few.
package struct FieldObservers: Sendable {
  private var slots: [ObserverSet] = []
  private var slotOfField: [FieldKey: Int] = [:]
  /// The slot of a key path object seen before, or ``noSlot`` for a field no one observes.
  private var slotOfObject: [ObjectIdentifier: Int] = [:]
  /// Keeps alive the objects `slotOfObject` names, so that no other object takes their address.
  private var seen: [FieldKey] = []
  /// The slot found last, by the object that named it (one of `seen`, so its address is not
  /// reused).
  private var last: (object: ObjectIdentifier, slot: Int)?

  private static var noSlot: Int { -1 }
  /// How many key path objects are remembered: bounds the memory a generic state's key paths,
  /// made anew on every use, can take.
  private static var maxSeen: Int { 256 }

  /// Registers `observer`, in its registrations numbered `epoch`, for `field`.
  package mutating func insert(_ observer: Observer, epoch: Int, for field: FieldKey) {
    let slot = slot(of: field) ?? newSlot(for: field)
    slots[slot].insert(observer, epoch: epoch)
  }

  /// Removes `observer` from the observers of `field`.
  package mutating func remove(_ observer: Observer, for field: FieldKey) {
    guard let slot = slot(of: field) else { return }
    slots[slot].remove(observer)
  }

  /// Schedules the observers of `field`.
  package mutating func wake(_ field: FieldKey) {
    guard let slot = slot(of: field) else { return }
    slots[slot].wake()
  }

  /// The number of observers of `field`.
  package mutating func count(for field: FieldKey) -> Int {
    guard let slot = slot(of: field) else { return 0 }
    return slots[slot].count
  }

  private mutating func slot(of key: FieldKey) -> Int? {
    let object = ObjectIdentifier(key.keyPath)
    // A field changed again, or read again, is found without hashing.
    if let last, last.object == object { return last.slot }
    if let slot = slotOfObject[object] {
      guard slot != Self.noSlot else { return nil }
      last = (object, slot)
      return slot
    }
    let slot = slotOfField[key]
    remember(key, slot: slot ?? Self.noSlot)
    return slot
  }

  private mutating func newSlot(for key: FieldKey) -> Int {
    let slot = slots.count
    slots.append(ObserverSet())
    slotOfField[key] = slot
    // Objects remembered as naming no observed field may name this one.
    if slotOfObject.values.contains(Self.noSlot) {
      slotOfObject = slotOfObject.filter { $0.value != Self.noSlot }
    }
    remember(key, slot: slot)
    return slot
  }

  private mutating func remember(_ key: FieldKey, slot: Int) {
    guard seen.count < Self.maxSeen else { return }
    seen.append(key)
    slotOfObject[ObjectIdentifier(key.keyPath)] = slot
  }
}

/// The key path of a field, compared and hashed by value.
package struct FieldKey: Hashable, @unchecked Sendable {  // NB: a key path is immutable once made
  package let keyPath: AnyKeyPath

  package init(_ keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }
}
