/// The context a state change is made in, handed to `observe(_:)`
/// closures: SwiftUI's `Transaction` for code that does not draw with SwiftUI.
///
/// Values live under keys (``UITransactionKey``); set them for a change with
/// ``withUITransaction(_:_:)``.
public struct UITransaction: Sendable {
  /// The transaction of the change being made on this task.
  @TaskLocal package static var current = UITransaction()

  var storage: [Key: any Sendable] = [:]

  /// An empty transaction: every key reads its default.
  public init() {}

  /// The value stored under `key`, or its default.
  ///
  /// ```swift
  /// private enum HighlightKey: UITransactionKey {
  ///   static let defaultValue = false
  /// }
  ///
  /// extension UITransaction {
  ///   var highlights: Bool {
  ///     get { self[HighlightKey.self] }
  ///     set { self[HighlightKey.self] = newValue }
  ///   }
  /// }
  /// ```
  public subscript<K: UITransactionKey>(key: K.Type) -> K.Value {
    get { storage[Key(key)] as? K.Value ?? K.defaultValue }
    set { storage[Key(key)] = newValue }
  }

  /// Whether no value was set: every key reads its default.
  var isEmpty: Bool {
    storage.isEmpty
  }

  /// This transaction with `other`'s values written over it.
  func merging(_ other: UITransaction) -> UITransaction {
    var merged = self
    merged.storage.merge(other.storage) { _, new in new }
    return merged
  }

  /// Runs `body` inside what each custom key's `_UICustomTransactionKey.perform(value:operation:)`
  /// wraps around a change: an animation block, for instance.
  func performingCustomKeys(_ body: @escaping @Sendable () -> Void) {
    var work = body
    for key in storage.keys {
      guard let custom = key.type as? any _UICustomTransactionKey.Type else { continue }
      work = custom.wrapping(work, in: self)
    }
    work()
  }

  /// A key's identity: its type.
  struct Key: Hashable, @unchecked Sendable {  // NB: a metatype is immutable
    let type: Any.Type

    init(_ type: Any.Type) {
      self.type = type
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(type))
    }
  }
}

extension _UICustomTransactionKey {
  /// `work`, run inside ``perform(value:operation:)`` with this key's value in `transaction`.
  fileprivate static func wrapping(
    _ work: @escaping @Sendable () -> Void, in transaction: UITransaction
  ) -> @Sendable () -> Void {
    let value = transaction[Self.self]
    return { perform(value: value, operation: work) }
  }
}
