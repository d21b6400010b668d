// NB: The stored key path is immutable, and the stored id closure only applies that key path
//     or reads `Identifiable.id`, capturing nothing mutable; the rest of the storage is arrays
//     and a dictionary of `ID` and `Element`, which are `Sendable` under these conditions.
extension IdentifiedArray: @unchecked Sendable  // NB: immutable key path and id closure
where ID: Sendable, Element: Sendable {}
