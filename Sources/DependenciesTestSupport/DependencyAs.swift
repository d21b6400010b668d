public import Dependencies

extension Dependency {
  /// Reads the dependency at `keyPath` as the concrete type a test overrode it with.
  ///
  /// ```swift
  /// @Suite(.dependencies { $0.continuousClock = TestClock() })
  /// struct TimerTests {
  ///   @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock
  ///   // ...
  /// }
  /// ```
  ///
  /// A dependency that is not of that type reports an issue naming the override to make, then
  /// stops the test: there is no value of the type to carry on with.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to read.
  ///   - type: The type the test overrode it with.
  ///   - fileID: The file ID of the declaration, for issues.
  ///   - filePath: The file path of the declaration.
  ///   - line: The line of the declaration.
  ///   - column: The column of the declaration.
  public init<T>(
    _ keyPath: any KeyPath<DependencyValues, T> & Sendable,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let reference = CastReference<T, Value>(
      read: PathReader(keyPath: keyPath),
      location: Location(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.init(
      \DependencyValues.[cast: reference], fileID: fileID, filePath: filePath, line: line,
      column: column
    )
  }

  /// Reads the dependency registered under `key` as the concrete type a test overrode it with.
  ///
  /// ```swift
  /// @Suite(.dependencies { $0[ClientKey.self] = RecordingClient() })
  /// struct FeatureTests {
  ///   @Dependency(ClientKey.self, as: RecordingClient.self) var client
  ///   // ...
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The dependency's key.
  ///   - type: The type the test overrode it with.
  ///   - fileID: The file ID of the declaration, for issues.
  ///   - filePath: The file path of the declaration.
  ///   - line: The line of the declaration.
  ///   - column: The column of the declaration.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let reference = CastReference<Key.Value, Value>(
      read: KeyReader<Key>(),
      location: Location(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.init(
      \DependencyValues.[cast: reference], fileID: fileID, filePath: filePath, line: line,
      column: column
    )
  }
}

/// Where a `@Dependency(_:as:)` was declared.
struct Location: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Reads a dependency as declared, before the cast; hashable so it can index a key path.
protocol DependencyReader<Existential>: Hashable, Sendable {
  associatedtype Existential
  func read(_ values: DependencyValues) -> Existential
  /// How a test overrides it, for the issue: `\.clock` or `[ClientKey.self]`.
  var spelling: String { get }
}

struct PathReader<Existential>: DependencyReader {
  let keyPath: any KeyPath<DependencyValues, Existential> & Sendable

  func read(_ values: DependencyValues) -> Existential { values[keyPath: keyPath] }
  var spelling: String { ".\(String(describing: keyPath).split(separator: ".").last ?? "value")" }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.keyPath == rhs.keyPath }
  func hash(into hasher: inout Hasher) { hasher.combine(keyPath) }
}

struct KeyReader<Key: TestDependencyKey>: DependencyReader {
  func read(_ values: DependencyValues) -> Key.Value { values[Key.self] }
  var spelling: String { "[\(Key.self).self]" }
}

/// A key path component reading a dependency and casting it to `Concrete`.
struct CastReference<Existential, Concrete>: Hashable, Sendable {
  let read: any DependencyReader<Existential>
  let location: Location

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.read.isEqual(to: rhs.read) }
  func hash(into hasher: inout Hasher) { read.hash(into: &hasher) }
}

extension DependencyReader {
  fileprivate func isEqual(to other: any DependencyReader<Existential>) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

extension DependencyValues {
  fileprivate subscript<Existential, Concrete>(
    cast reference: CastReference<Existential, Concrete>
  ) -> Concrete {
    let value = reference.read.read(self)
    if let concrete = value as? Concrete { return concrete }
    let message = """
      '@Dependency(_:as:)' expected '\(Concrete.self)', but the dependency is a \
      '\(type(of: value as Any))'. To fix, override it in the test or suite with a \
      '\(Concrete.self)': '.dependencies { $0\(reference.read.spelling) = \(Concrete.self)(...) }'.
      """
    let location = reference.location
    reportIssue(
      message, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    )
    fatalError(message, file: location.filePath, line: location.line)
  }
}
