/// A property wrapper for a value shared between features, and with the world outside the
/// program when a key persists it.
///
/// Every copy of a `Shared` reads and writes the same value. Pass the projected value (`$count`)
/// to another feature to share it:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Shared(.inMemory("count")) var count = 0
///   var child: Child.State
/// }
///
/// let parent = Parent.State(child: Child.State(count: state.$count))
/// ```
///
/// Read it as a plain value (`count`), and write it with exclusive access through
/// ``withLock(_:fileID:filePath:line:column:)``, so that concurrent writers never lose a write:
///
/// ```swift
/// $count.withLock { $0 += 1 }
/// ```
///
/// A shared value is observable by reference: reading it inside `observe { }` (or any
/// `withObservationTracking`) is woken by a write from anywhere, and reading a projection
/// (`$settings.theme`) only by a write that changes that part.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  /// What every copy reads through.
  @usableFromInline typealias Target = SharedTarget<Value, any MutableSharedReference<Value>>

  /// Shared by every copy, so that ``load(_:)`` points them all at another key.
  @usableFromInline let box: SharedReferenceBox<Target>

  var reference: any MutableSharedReference<Value> {
    switch box.reference {
    case .storage(let storage): SharedLens(storage: storage)
    case .view(let view): view
    }
  }

  init(reference: any MutableSharedReference<Value>) {
    self.box = SharedReferenceBox(.view(reference))
  }

  init(storage: SharedStorage<Value>) {
    self.box = SharedReferenceBox(.storage(storage))
  }

  /// Points this reference, and every copy of it, at the whole value of `storage`; observers of
  /// the old value are told, so that they read the new one.
  func replaceStorage(with storage: SharedStorage<Value>) {
    switch box.replace(with: .storage(storage)) {
    case .storage(let old): old.touch()
    case .view(let old): old.touch()
    }
  }

  /// Wraps a value in a new shared reference, shared by every copy of the result.
  ///
  /// ```swift
  /// let count = Shared(value: 0)
  /// let child = Child.State(count: count)  // writes to `child.count` are seen by `count`
  /// ```
  ///
  /// - Parameter value: The initial value.
  public init(value: sending Value) {
    self.init(storage: SharedStorage(value: value))
  }

  /// Unwraps a shared optional: `nil` if it holds `nil`, else a shared reference to the
  /// wrapped value that writes through to it.
  ///
  /// ```swift
  /// @Shared(.inMemory("currentUser")) var currentUser: User?
  ///
  /// if let user = Shared($currentUser) {
  ///   user  // Shared<User>
  /// }
  /// ```
  ///
  /// When the optional later becomes `nil`, the unwrapped reference keeps the last value read
  /// through it, and its writes go nowhere: a removed value is never brought back.
  ///
  /// - Parameter base: A shared optional.
  public init?(_ base: Shared<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self.init(reference: UnwrappedReference(base.reference, initialValue: initialValue))
  }

  /// Creates a shared reference from another one: what Swift calls for a `@Shared` closure
  /// parameter.
  ///
  /// - Parameter projectedValue: A shared reference.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The shared value.
  ///
  /// Write it with ``withLock(_:fileID:filePath:line:column:)``: a plain assignment could not
  /// hold the value locked across a read and a write.
  @inlinable
  public var wrappedValue: Value {
    get {
      switch box.reference {
      case .storage(let storage): storage.wholeValue
      case .view(let view): view.wrappedValue
      }
    }
    @available(
      *, deprecated,
      message: "Use '$shared.withLock' to modify a shared value with exclusive access."
    )
    nonmutating set { withLock { $0 = newValue } }
  }

  /// Mutates the shared value with exclusive access: no other write, from any thread, runs
  /// until `operation` returns, so read-modify-write sequences lose nothing.
  ///
  /// ```swift
  /// $count.withLock { $0 += 1 }
  /// ```
  ///
  /// Then it tells the observers of the value, and of every projection of it that changed, and
  /// saves the new value when a key persists it.
  ///
  /// Inside `operation`, reading this shared value (through this reference, a copy or a
  /// projection) gives the value as it was when `withLock` began. Change it through the
  /// argument: a `withLock` on the same value from inside `operation` is reported as an issue,
  /// and its write applied after this one's.
  ///
  /// - Parameters:
  ///   - operation: Given the value to mutate in place.
  ///   - fileID: The source `#fileID` of the write.
  ///   - filePath: The source `#filePath` of the write.
  ///   - line: The source `#line` of the write.
  ///   - column: The source `#column` of the write.
  /// - Returns: What `operation` returns.
  @inlinable
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    switch box.reference {
    case .storage(let storage):
      try storage.withLock(
        operation, fileID: fileID, filePath: filePath, line: line, column: column
      )
    case .view(let view):
      try view.withLock(operation, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// The shared reference itself (`$count`): pass it to share the value.
  ///
  /// Assigning one points this property at another shared value; copies made before keep the
  /// old one (``load(_:)``, by contrast, moves every copy to the new key).
  public var projectedValue: Self {
    get { self }
    set {
      reference.touch()
      self = newValue
    }
  }

  /// A shared reference to a part of the value, writing through to it.
  ///
  /// ```swift
  /// @Shared var syncUp: SyncUp
  ///
  /// $syncUp.attendees  // Shared<[Attendee]>
  /// $syncUp.attendees.withLock { $0.append(attendee) }  // changes `syncUp`
  /// ```
  ///
  /// Observers of the part are woken only by writes that change it.
  ///
  /// - Parameter keyPath: The part.
  /// - Returns: A shared reference to it.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(reference: reference.appending(keyPath))
  }

  /// A read-only shared reference to a part of the value that cannot be written
  /// (`$topics.count`).
  ///
  /// - Parameter keyPath: The part.
  /// - Returns: A read-only shared reference to it.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// A read-only shared reference to a value derived from this one by a closure.
  ///
  /// ```swift
  /// let hasTodos = $todos.read { !$0.isEmpty }  // SharedReader<Bool>
  /// ```
  ///
  /// - Parameter body: Derives the value.
  /// - Returns: A read-only shared reference to the derived value.
  public func read<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader(self).read(body)
  }

  /// Asks the key that persists the value for a fresh value; does nothing for a value no key
  /// persists.
  public func load() async throws {
    try await reference.load()
  }

  /// Whether the key that persists the value is loading it. Observable.
  public var isLoading: Bool {
    reference.isLoading
  }

  /// The error of the last failed load, `nil` once a load succeeds. Observable.
  ///
  /// While it is set, the value is the last one loaded.
  public var loadError: (any Error)? {
    reference.loadError
  }

  /// Asks the key that persists the value to save it now; does nothing for a value no key
  /// persists.
  public func save() async throws {
    try await reference.save()
  }
}

/// A shared reference may cross into any task: every access to the value is locked.
extension Shared: Sendable {

  /// The error of the last failed save, `nil` once a save succeeds. Observable.
  public var saveError: (any Error)? {
    reference.saveError
  }
}
