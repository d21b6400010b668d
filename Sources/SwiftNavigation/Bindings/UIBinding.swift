import IssueReporting

/// A read-write handle on a value that lives elsewhere (a model's property, a binding's own
/// storage): SwiftUI's `Binding` for code that does not draw with SwiftUI.
///
/// Derive one from an observable model with ``UIBindable``, or own the value:
///
/// ```swift
/// final class PlayerController {
///   @UIBinding var isPlaying = false
///
///   func start() {
///     observe { [weak self] in
///       guard let self else { return }
///       render(playing: isPlaying)  // runs again when `isPlaying` is written
///     }
///   }
/// }
/// ```
///
/// Member access projects it (`$model.settings.volume`), as do the initializers that unwrap,
/// wrap or test an optional. Writes are made in the binding's ``transaction`` unless a
/// ``withUITransaction(_:_:)`` is already in progress.
@dynamicMemberLookup
@propertyWrapper
public struct UIBinding<Value>: Sendable {
  let location: UIBindingLocation<Value>

  /// The transaction writes through this binding are made in, when none is in progress.
  public var transaction = UITransaction()

  init(location: UIBindingLocation<Value>, transaction: UITransaction) {
    self.location = location
    self.transaction = transaction
  }

  /// A binding that owns `value`: what `@UIBinding var isOn = false` makes.
  ///
  /// - Parameter value: The value the binding starts with.
  public init(wrappedValue value: Value) {
    self.init(location: .owning(value), transaction: UITransaction())
  }

  /// A binding that owns an object: use ``UIBindable`` to bind to an object's properties.
  @available(
    *, deprecated,
    message:
      "'@UIBinding' holds a value; bind to an observable object's properties with '@UIBindable'.",
    renamed: "UIBindable.init"
  )
  public init(wrappedValue value: Value) where Value: AnyObject {
    self.init(location: .owning(value), transaction: UITransaction())
  }

  /// The binding itself: what a `@UIBinding` parameter of a closure is initialised with.
  ///
  /// - Parameter projectedValue: A binding.
  public init(projectedValue: UIBinding<Value>) {
    self = projectedValue
  }

  /// A binding whose value never changes: writes are ignored.
  ///
  /// - Parameter value: The value it always reads.
  /// - Returns: The binding.
  public static func constant(_ value: Value) -> UIBinding<Value> {
    let place = ConstantPlace()
    return UIBinding(
      location: UIBindingLocation(
        id: UIBindingLocationID(root: ObjectIdentifier(place)),
        read: {
          _ = place
          return value
        },
        write: { _ in }
      ),
      transaction: UITransaction()
    )
  }

  /// A binding to the value `base` holds, or nil if it holds none now.
  ///
  /// Once `base` becomes nil, the binding keeps reading the last value it saw, and writes to it
  /// no longer reach `base`: a screen being dismissed still has a value to show.
  ///
  /// - Parameter base: A binding to an optional value.
  public init?(_ base: UIBinding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    let last = LastValue(initial)
    let baseLocation = base.location
    self.init(
      location: baseLocation.projected(
        read: {
          if let value = baseLocation.value { last.value = value }
          return last.value
        },
        write: { newValue in
          last.value = newValue
          if baseLocation.value != nil { baseLocation.value = newValue }
        }
      ),
      transaction: base.transaction
    )
  }

  /// A binding to whether `base` holds a value: writing `false` clears it.
  ///
  /// Writing `true` cannot make a value out of nothing: it changes nothing and reports an issue.
  ///
  /// - Parameters:
  ///   - base: A binding to an optional value.
  ///   - fileID: Where the binding was made, for the issue.
  ///   - filePath: Where the binding was made, for the issue.
  ///   - line: Where the binding was made, for the issue.
  ///   - column: Where the binding was made, for the issue.
  public init<V>(
    _ base: UIBinding<V?>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Bool {
    let baseLocation = base.location
    self.init(
      location: baseLocation.projected(
        read: { baseLocation.value != nil },
        write: { isPresent in
          guard isPresent else {
            baseLocation.value = nil
            return
          }
          reportIssue(
            """
            'true' was written to a Boolean binding derived from a 'UIBinding<\(V.self)?>', \
            which has no value of '\(V.self)' to present: nothing changed.

            Write 'nil' (or 'false') to dismiss; to present, write a '\(V.self)' to the \
            optional binding itself.
            """,
            fileID: fileID,
            filePath: filePath,
            line: line,
            column: column
          )
        }
      ),
      transaction: base.transaction
    )
  }

  /// A binding to `base`'s value as an optional: writing nil changes nothing.
  ///
  /// - Parameter base: A binding.
  public init<V>(_ base: UIBinding<V>) where Value == V? {
    let baseLocation = base.location
    self.init(
      location: baseLocation.projected(
        read: { baseLocation.value },
        write: { newValue in
          if let newValue { baseLocation.value = newValue }
        }
      ),
      transaction: base.transaction
    )
  }

  /// A binding to `base`'s value, type-erased.
  ///
  /// - Parameter base: A binding to a hashable value.
  public init<V: Hashable>(_ base: UIBinding<V>) where Value == AnyHashable {
    let baseLocation = base.location
    self.init(
      location: baseLocation.projected(
        read: { AnyHashable(baseLocation.value) },
        write: { newValue in
          guard let value = newValue.base as? V else {
            reportIssue(
              """
              A value of type '\(type(of: newValue.base))' was written to a type-erased binding \
              of '\(V.self)': nothing changed.
              """
            )
            return
          }
          baseLocation.value = value
        }
      ),
      transaction: base.transaction
    )
  }

  /// The value, read from and written to where it lives.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set {
      guard UITransaction.current.isEmpty else {
        location.value = newValue
        return
      }
      withUITransaction(transaction) { location.value = newValue }
    }
  }

  /// The binding itself, as `$value`.
  public var projectedValue: UIBinding<Value> {
    self
  }

  /// A binding to a member of the value: `$model.settings.volume`.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> UIBinding<Member> {
    UIBinding<Member>(location: location.appending(keyPath), transaction: transaction)
  }

  /// A binding to a member of the optional value, nil while the value is: writing nil clears the
  /// value itself.
  public subscript<Wrapped, Member>(
    dynamicMember keyPath: WritableKeyPath<Wrapped, Member>
  ) -> UIBinding<Member?> where Value == Wrapped? {
    let baseLocation = location
    return UIBinding<Member?>(
      location: UIBindingLocation(
        id: location.id.appending(keyPath),
        read: { baseLocation.value?[keyPath: keyPath] },
        write: { newValue in
          if let newValue {
            baseLocation.value?[keyPath: keyPath] = newValue
          } else {
            baseLocation.value = nil
          }
        }
      ),
      transaction: transaction
    )
  }

  /// The same binding, writing in `transaction`.
  ///
  /// - Parameter transaction: The transaction writes are made in.
  /// - Returns: The binding.
  public func transaction(_ transaction: UITransaction) -> UIBinding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }

  /// The same binding, printing every write: `prefix: old → new`.
  ///
  /// - Parameters:
  ///   - prefix: What the lines start with; the binding's type and place by default.
  ///   - fileID: Where the binding was made.
  ///   - line: Where the binding was made.
  /// - Returns: The binding.
  public func _printChanges(
    _ prefix: String = "",
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> UIBinding<Value> {
    let baseLocation = location
    let label = prefix.isEmpty ? "UIBinding<\(Value.self)>@\(fileID):\(line)" : prefix
    return UIBinding(
      location: baseLocation.projected(
        read: { baseLocation.value },
        write: { newValue in
          var old = ""
          debugPrint(baseLocation.value, terminator: "", to: &old)
          var new = ""
          debugPrint(newValue, terminator: "", to: &new)
          print("\(label):", old, "→", new)
          baseLocation.value = newValue
        }
      ),
      transaction: transaction
    )
  }
}

extension UIBinding: Identifiable where Value: Identifiable {
  /// The identity of the value.
  public var id: Value.ID {
    wrappedValue.id
  }
}

/// What a constant binding names: a place of its own.
private final class ConstantPlace {}

/// The last value an unwrapping binding saw.
private final class LastValue<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
