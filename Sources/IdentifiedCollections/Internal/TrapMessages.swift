// The texts of the preconditions `IdentifiedArray` enforces, and of the error it throws when
// decoding duplicates. They live in functions so tests can check that each names the ids
// involved: a trap itself cannot be observed in-process.

@usableFromInline
func _duplicateIDMessage(_ id: some Hashable) -> String {
  """
  IdentifiedArray: two elements have the id \(String(reflecting: id)). Ids must be unique; \
  use 'init(_:uniquingIDsWith:)' to merge elements that share an id.
  """
}

@usableFromInline
func _changedIDMessage(original: some Hashable, new: some Hashable) -> String {
  """
  IdentifiedArray: the element with id \(String(reflecting: original)) changed its id to \
  \(String(reflecting: new)) while being mutated in place. An element's id must stay constant; \
  remove the element and insert the new one instead.
  """
}

@usableFromInline
func _mismatchedIDMessage(expected: some Hashable, actual: some Hashable) -> String {
  """
  IdentifiedArray: cannot store an element with id \(String(reflecting: actual)) under id \
  \(String(reflecting: expected)). Assign it to 'self[id: \(String(reflecting: actual))]'.
  """
}

@usableFromInline
func _positionIDMessage(
  position: Int, expected: some Hashable, actual: some Hashable
) -> String {
  """
  IdentifiedArray: the element at index \(position) has id \(String(reflecting: expected)) \
  and cannot be updated with an element with id \(String(reflecting: actual)). Assign it at \
  the index instead ('array[\(position)] = element'), which replaces the element there.
  """
}

@usableFromInline
func _duplicateIDDecodingDescription(
  _ id: some Hashable, offset: Int, firstOffset: Int
) -> String {
  """
  Duplicate id \(String(reflecting: id)) at offset \(offset); the element at offset \
  \(firstOffset) already has it.
  """
}
