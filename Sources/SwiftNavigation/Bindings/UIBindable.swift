import Observation
import Perception

/// An observable object whose properties ``UIBinding``s can be derived from: SwiftUI's
/// `@Bindable` for code that does not draw with SwiftUI.
///
/// ```swift
/// @UIBindable var model = SettingsModel()
///
/// let volume: UIBinding<Double> = $model.volume
/// ```
///
/// A binding holds the object weakly: once the object is gone, it reads the last value it saw,
/// and its writes go nowhere.
@dynamicMemberLookup
@propertyWrapper
public struct UIBindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// Binds `wrappedValue`'s properties.
  ///
  /// - Parameters:
  ///   - wrappedValue: An observable object.
  ///   - fileID: Where the bindable was made.
  ///   - filePath: Where the bindable was made.
  ///   - line: Where the bindable was made.
  ///   - column: Where the bindable was made.
  public init(
    _ wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Binds `wrappedValue`'s properties: what `@UIBindable var model = Model()` makes.
  ///
  /// - Parameters:
  ///   - wrappedValue: An observable object.
  ///   - fileID: Where the bindable was made.
  ///   - filePath: Where the bindable was made.
  ///   - line: Where the bindable was made.
  ///   - column: Where the bindable was made.
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Binds `wrappedValue`'s properties.
  ///
  /// - Parameters:
  ///   - wrappedValue: A perceptible object.
  ///   - fileID: Where the bindable was made.
  ///   - filePath: Where the bindable was made.
  ///   - line: Where the bindable was made.
  ///   - column: Where the bindable was made.
  @_disfavoredOverload
  public init(
    _ wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Perceptible {
    self.wrappedValue = wrappedValue
  }

  /// Binds `wrappedValue`'s properties: what `@UIBindable var model = Model()` makes.
  ///
  /// - Parameters:
  ///   - wrappedValue: A perceptible object.
  ///   - fileID: Where the bindable was made.
  ///   - filePath: Where the bindable was made.
  ///   - line: Where the bindable was made.
  ///   - column: Where the bindable was made.
  @_disfavoredOverload
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Perceptible {
    self.wrappedValue = wrappedValue
  }

  /// The bindable itself: what a `@UIBindable` parameter of a closure is initialised with.
  ///
  /// - Parameter projectedValue: A bindable.
  public init(projectedValue: UIBindable<Value>) {
    self = projectedValue
  }

  /// The bindable itself, as `$model`.
  public var projectedValue: UIBindable<Value> {
    self
  }

  /// A binding to a property of the object: `$model.volume`.
  public subscript<Member>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> UIBinding<Member> where Value: AnyObject {
    let root = WeakRoot(wrappedValue, keyPath: keyPath)
    return UIBinding(
      location: UIBindingLocation(
        id: UIBindingLocationID(root: ObjectIdentifier(wrappedValue), path: [keyPath]),
        read: { root.value },
        write: { root.value = $0 }
      ),
      transaction: UITransaction()
    )
  }
}

extension UIBindable: Identifiable where Value: Identifiable {
  /// The identity of the object.
  public var id: Value.ID {
    wrappedValue.id
  }
}

/// A property of an object a binding does not keep alive, and the last value read or written
/// through it.
private final class WeakRoot<Root: AnyObject, Value> {
  weak var root: Root?
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  var last: Value

  init(_ root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.root = root
    self.keyPath = keyPath
    self.last = root[keyPath: keyPath]
  }

  var value: Value {
    get {
      guard let root else { return last }
      last = root[keyPath: keyPath]
      return last
    }
    set {
      last = newValue
      root?[keyPath: keyPath] = newValue
    }
  }
}
