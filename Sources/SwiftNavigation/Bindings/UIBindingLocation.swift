/// Where a ``UIBinding`` reads and writes its value, and which place that is.
///
/// Projections (`$model.title`, `UIBinding($optional)`) wrap their base's accessors; two
/// locations are the same place when they start at the same root object and follow the same key
/// paths, however they were projected, as upstream's bindings compare.
// NB: `@unchecked Sendable` because a binding must travel into `Sendable` closures (an
//     `observe`, a UI callback) whatever its value's type, as upstream's and SwiftUI's `Binding`
//     do. Like them, it is read and written where its root lives; it adds no state of its own
//     beyond the last value an unwrapping binding saw, which follows the same rule.
final class UIBindingLocation<Value>: @unchecked Sendable {
  let id: UIBindingLocationID
  private let read: () -> Value
  private let write: (Value) -> Void

  init(id: UIBindingLocationID, read: @escaping () -> Value, write: @escaping (Value) -> Void) {
    self.id = id
    self.read = read
    self.write = write
  }

  var value: Value {
    get { read() }
    set { write(newValue) }
  }

  /// A place of its own holding `value`, observable (``UIBindingStorage``).
  static func owning(_ value: Value) -> UIBindingLocation<Value> {
    let storage = UIBindingStorage(value)
    return UIBindingLocation(
      id: UIBindingLocationID(root: ObjectIdentifier(storage)),
      read: { storage.value },
      write: { storage.value = $0 }
    )
  }

  /// The location of `keyPath` in this location's value.
  func appending<Member>(_ keyPath: WritableKeyPath<Value, Member>) -> UIBindingLocation<Member> {
    UIBindingLocation<Member>(
      id: id.appending(keyPath),
      read: { self.value[keyPath: keyPath] },
      write: { self.value[keyPath: keyPath] = $0 }
    )
  }

  /// The same place, read and written through `read` and `write`.
  func projected<Projection>(
    read: @escaping () -> Projection, write: @escaping (Projection) -> Void
  ) -> UIBindingLocation<Projection> {
    UIBindingLocation<Projection>(id: id, read: read, write: write)
  }
}

/// Which place a binding names: the object it starts at, and the key paths it follows.
struct UIBindingLocationID: Hashable, @unchecked Sendable {  // NB: key paths are immutable
  let root: ObjectIdentifier
  let path: [AnyKeyPath]

  init(root: ObjectIdentifier, path: [AnyKeyPath] = []) {
    self.root = root
    self.path = path
  }

  func appending(_ keyPath: AnyKeyPath) -> UIBindingLocationID {
    UIBindingLocationID(root: root, path: path + [keyPath])
  }
}
