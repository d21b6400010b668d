/// What a `Shared` or `SharedReader` reads through: most often a whole stored value, which it
/// reads and writes directly, specialised for its type; otherwise a view (a projection, an
/// unwrapped optional, a derived value) behind an existential.
@usableFromInline
enum SharedTarget<Value, View: Sendable>: Sendable {
  /// The whole value of a storage (`Shared(value:)`, `@Shared(key)`).
  case storage(SharedStorage<Value>)
  /// A view of some storage, through a key path or a closure.
  case view(View)
}
