/// What a ``Case`` holds: a case path from some root enum, hidden behind the value type only.
///
/// `Case<Value>` cannot name the root it was reached from, yet ``AnyCasePath/init(_:)`` must get
/// typed closures back. The storage is an existential over ``RootedCase``, whose root is recovered
/// with one cast when a case key path is turned into an ``AnyCasePath``.
protocol CaseStorage<Value>: Sendable {
  associatedtype Value

  /// Embeds a value in the root, erased to `Any`.
  func embedAny(_ value: Value) -> Any

  /// Extracts the value from a root given as `Any`; `nil` for another case or another root type.
  func extractAny(from root: Any) -> Value?

  /// The storage of the path that continues this one with `next`.
  func appending<Member>(_ next: AnyCasePath<Value, Member>) -> any CaseStorage<Member>
}

/// A case path whose root type is known: the only storage the library creates.
struct RootedCase<Root, Value>: CaseStorage {
  let path: AnyCasePath<Root, Value>

  func embedAny(_ value: Value) -> Any {
    path.embed(value)
  }

  func extractAny(from root: Any) -> Value? {
    guard let root = root as? Root else { return nil }
    return path.extract(from: root)
  }

  func appending<Member>(_ next: AnyCasePath<Value, Member>) -> any CaseStorage<Member> {
    // Composed once, when the key path is evaluated; each call is then two closure calls.
    RootedCase<Root, Member>(path: path.appending(next))
  }
}

/// Lets a partially-typed case key path extract its value without knowing the value type.
/// The root of every case key path: each value unchanged. Continuing it into a case gives that
/// case's own path, so `\.child` extracts with one closure call, not a composition through the
/// identity.
struct IdentityCase<Value>: CaseStorage {
  func embedAny(_ value: Value) -> Any {
    value
  }

  func extractAny(from root: Any) -> Value? {
    root as? Value
  }

  func appending<Member>(_ next: AnyCasePath<Value, Member>) -> any CaseStorage<Member> {
    RootedCase<Value, Member>(path: next)
  }
}

protocol _AnyCase {
  func _extractAny(from root: Any) -> Any?
}

extension Case: _AnyCase {
  func _extractAny(from root: Any) -> Any? {
    storage.extractAny(from: root)
  }
}
