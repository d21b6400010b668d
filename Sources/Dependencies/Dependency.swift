/// A property wrapper that reads a dependency from ``DependencyValues``.
///
/// ```swift
/// @Reducer
/// struct Feature {
///   @Dependency(\.uuid) var uuid
///   @Dependency(\.continuousClock) var clock
///   @Dependency(APIClient.self) var apiClient
///   // ...
/// }
/// ```
///
/// A `@Dependency` remembers the dependency values current where it was created (its *initial
/// values*). Each read resolves the dependency against the current task-local values laid over
/// the initial values, in this order:
///
/// 1. a value set in the current task-local values (an enclosing `withDependencies` at read time);
/// 2. else a value set in the initial values (a `withDependencies` around the creation);
/// 3. else the key's default for the context those merged values give (live, test or preview),
///    created once and cached.
///
/// So an object created inside `withDependencies` keeps its overrides wherever it is used later,
/// and a scope around a read can still override it.
///
/// Do not declare a `@Dependency` as a `static` property: it would capture the values current
/// wherever it is first touched.
@propertyWrapper
public struct Dependency<Value>: Sendable, _HasInitialValues {
  /// The dependency values current where this property was created.
  let initialValues: DependencyValues
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable
  private let source: DependencySource

  /// Reads the dependency at `keyPath` of ``DependencyValues``.
  ///
  /// ```swift
  /// @Dependency(\.date.now) var now
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to read.
  ///   - fileID: The file ID of the declaration, for issues.
  ///   - filePath: The file path of the declaration.
  ///   - line: The line of the declaration.
  ///   - column: The column of the declaration.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.initialValues = DependencyValues._current
    self.keyPath = keyPath
    self.source = DependencySource(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reads the dependency registered under the key type `key`, with no `DependencyValues`
  /// property needed.
  ///
  /// ```swift
  /// @Dependency(APIClient.self) var apiClient
  /// ```
  ///
  /// - Parameters:
  ///   - key: The dependency's key.
  ///   - fileID: The file ID of the declaration, for issues.
  ///   - filePath: The file path of the declaration.
  ///   - line: The line of the declaration.
  ///   - column: The column of the declaration.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.initialValues = DependencyValues._current
    self.keyPath =
      \DependencyValues.[
        key: KeyReference<Key>(fileID: fileID, filePath: filePath, line: line, column: column)
      ]
    self.source = DependencySource(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The dependency, resolved against the current values laid over the initial values.
  ///
  /// - Complexity: O(1) when at most one of the current and initial values has overrides or both
  ///   hold the same overrides; otherwise O(*m*) in the current overrides.
  public var wrappedValue: Value {
    var values = initialValues.merging(DependencyValues._current)
    values.source = source
    return values[keyPath: keyPath]
  }
}

/// A value that remembers the dependencies current where it was created, for
/// `withDependencies(from:operation:)`.
protocol _HasInitialValues {
  var initialValues: DependencyValues { get }
}

/// A dependency key as a key path component, for `@Dependency(Key.self)`: all references to one
/// key are equal, and carry the declaration's location for issues.
struct KeyReference<Key: TestDependencyKey>: Hashable, Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  static func == (lhs: Self, rhs: Self) -> Bool { true }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(Key.self))
  }
}

extension DependencyValues {
  /// Reads `Key` for `@Dependency(Key.self)`: its issues name the key type, not a property.
  subscript<Key: TestDependencyKey>(key reference: KeyReference<Key>) -> Key.Value {
    value(
      forKey: Key.self, fileID: reference.fileID, filePath: reference.filePath,
      line: reference.line, column: reference.column
    )
  }
}
