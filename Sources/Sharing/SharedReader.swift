/// A property wrapper for a shared value that this feature reads but never writes.
///
/// Make one from a `Shared` to hand a feature read-only access, or from a key a feature should
/// only read:
///
/// ```swift
/// let reader = SharedReader(parent.$count)  // sees every write to `count`
/// @SharedReader(.inMemory("isLoggedIn")) var isLoggedIn = false
/// ```
///
/// It is observable as a `Shared` is.
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  /// What every copy reads through.
  @usableFromInline typealias Target = SharedTarget<Value, any SharedReference<Value>>

  /// Shared by every copy, so that ``load(_:)`` points them all at another key.
  @usableFromInline let box: SharedReferenceBox<Target>

  var reference: any SharedReference<Value> {
    switch box.reference {
    case .storage(let storage): SharedReaderLens(storage: storage)
    case .view(let view): view
    }
  }

  init(reference: any SharedReference<Value>) {
    self.box = SharedReferenceBox(.view(reference))
  }

  init(target: Target) {
    self.box = SharedReferenceBox(target)
  }

  /// Points this reference, and every copy of it, at the whole value of `storage`; observers of
  /// the old value are told, so that they read the new one.
  func replaceStorage(with storage: SharedStorage<Value>) {
    switch box.replace(with: .storage(storage)) {
    case .storage(let old): old.touch()
    case .view(let old): old.touch()
    }
  }

  /// Wraps a value that never changes in a read-only shared reference.
  ///
  /// ```swift
  /// let child = Child.State(isLoggedIn: SharedReader(value: true))
  /// ```
  ///
  /// - Parameter value: The value.
  public init(value: sending Value) {
    self.init(target: .storage(SharedStorage(value: value)))
  }

  /// A read-only view of a shared reference: it sees every write made through `base`.
  ///
  /// - Parameter base: A shared reference.
  public init(_ base: Shared<Value>) {
    switch base.box.reference {
    case .storage(let storage): self.init(target: .storage(storage))
    case .view(let view): self.init(target: .view(view))
    }
  }

  /// Unwraps a shared optional read-only: `nil` if it holds `nil`.
  ///
  /// - Parameter base: A shared optional.
  public init?(_ base: Shared<Value?>) {
    self.init(SharedReader<Value?>(base))
  }

  /// Unwraps a read-only shared optional: `nil` if it holds `nil`, else a reference that keeps
  /// the last value read through it once the optional becomes `nil`.
  ///
  /// - Parameter base: A read-only shared optional.
  public init?(_ base: SharedReader<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self.init(reference: UnwrappedReaderReference(base.reference, initialValue: initialValue))
  }

  /// Creates a read-only shared reference from another one: what Swift calls for a
  /// `@SharedReader` closure parameter.
  ///
  /// - Parameter projectedValue: A read-only shared reference.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The shared value.
  @inlinable
  public var wrappedValue: Value {
    switch box.reference {
    case .storage(let storage): storage.wholeValue
    case .view(let view): view.wrappedValue
    }
  }

  /// The read-only shared reference itself (`$isLoggedIn`): pass it to share the value.
  public var projectedValue: Self {
    get { self }
    set {
      reference.touch()
      self = newValue
    }
  }

  /// A read-only shared reference to a value derived from this one by a closure.
  ///
  /// - Parameter body: Derives the value.
  /// - Returns: A read-only shared reference to the derived value.
  public func read<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: SharedMappedReference(base: reference, transform: body))
  }

  /// A read-only shared reference to a part of the value (`$settings.theme`).
  ///
  /// - Parameter keyPath: The part.
  /// - Returns: A read-only shared reference to it.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: reference.reading(keyPath))
  }

  /// Asks the key that loads the value for a fresh value.
  public func load() async throws {
    try await reference.load()
  }

  /// Whether the key that loads the value is loading it. Observable.
  public var isLoading: Bool {
    reference.isLoading
  }

  /// The error of the last failed load, `nil` once a load succeeds. Observable.
  public var loadError: (any Error)? {
    reference.loadError
  }

  /// A read-only shared reference to a value that never changes.
  @available(*, deprecated, message: "Use 'SharedReader(value:)', instead.")
  public static func constant(_ value: sending Value) -> Self {
    Self(value: value)
  }
}

/// A read-only shared reference may cross into any task: every access to the value is locked.
extension SharedReader: Sendable {}
