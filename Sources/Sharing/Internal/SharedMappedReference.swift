/// A read-only view of another view's value through a closure (`$shared.read { … }`), for
/// derived values no key path can name.
struct SharedMappedReference<Base, Value>: SharedReference, @unchecked Sendable {  // NB: below
  // NB: `transform` is `@Sendable`; only the existential's lack of a `Sendable` bound on the
  //     base's value type keeps the compiler from seeing that `base` is `Sendable` too.
  let base: any SharedReference<Base>
  let transform: @Sendable (Base) -> Value

  var storageID: ObjectIdentifier { base.storageID }
  var wrappedValue: Value { transform(base.wrappedValue) }
  var actualValue: Value { transform(base.actualValue) }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  func load() async throws { try await base.load() }
  func touch() { base.touch() }

  func reading<Member>(_ keyPath: KeyPath<Value, Member>) -> any SharedReference<Member> {
    let transform = transform
    // NB: a key path is immutable; the ones Sharing is given come from dynamic member lookup.
    nonisolated(unsafe) let keyPath = keyPath  // NB: above
    return SharedMappedReference<Base, Member>(base: base) { transform($0)[keyPath: keyPath] }
  }

  var description: String { ".map(\(base), as: \(Value.self).self)" }
}
