/// A key for a dependency that has a live implementation.
///
/// Conform a type to `DependencyKey` to register a dependency in ``DependencyValues``: give its
/// ``liveValue`` (what the application uses), and optionally a `testValue` and a `previewValue`.
///
/// ```swift
/// struct NumberFactClient: Sendable {
///   var fetch: @Sendable (Int) async throws -> String
/// }
///
/// extension NumberFactClient: DependencyKey {
///   static let liveValue = NumberFactClient { number in "\(number) is a good number." }
///   static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
/// }
///
/// extension DependencyValues {
///   var numberFact: NumberFactClient {
///     get { self[NumberFactClient.self] }
///     set { self[NumberFactClient.self] = newValue }
///   }
/// }
/// ```
///
/// Each default value is created once and cached (per context, and per test in a Swift Testing
/// test), so a computed `static var liveValue` runs once, not on every read.
///
/// Without a `testValue`, reading the dependency from a test reports an issue that names the key
/// and the fix, then falls back to the `previewValue` (once per key per test), which is the
/// ``liveValue`` unless the key gives one. Without a `previewValue`, previews use the ``liveValue``.
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The type of the dependency; the key itself unless said otherwise.
  associatedtype Value = Self

  /// The value the application uses, outside tests and previews.
  static var liveValue: Value { get }

  /// The value used in the ``DependencyContext/preview`` context.
  static var previewValue: Value { get }

  /// The value used in the ``DependencyContext/test`` context, which every XCTest and Swift
  /// Testing test runs in.
  static var testValue: Value { get }
}

/// A key for a dependency with a test implementation, whose live implementation may live elsewhere.
///
/// Conform the interface module's type to `TestDependencyKey` (giving ``testValue``), and conform
/// it to ``DependencyKey`` in the module with the live implementation. Reading the dependency in
/// the live context with no live implementation linked reports an issue and uses the test value.
public protocol TestDependencyKey<Value> {
  /// The type of the dependency; the key itself unless said otherwise.
  associatedtype Value: Sendable = Self

  /// The value used in the ``DependencyContext/preview`` context; the ``testValue`` by default.
  static var previewValue: Value { get }

  /// The value used in the ``DependencyContext/test`` context.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// Previews use the live value unless the key gives its own.
  public static var previewValue: Value { liveValue }

  /// A key without its own test value reports an issue when read from a test, then uses the
  /// live value.
  ///
  /// The issue names the key and tells how to fix it: override the dependency in the test
  /// (`withDependencies`, or a `TestStore`'s `dependencies`), or give the key a `testValue`.
  /// While a `withDependencies` closure is changing values (`$0.apiClient.fetch = { ... }`), the
  /// live value is handed over without an issue, so that it can be partly overridden.
  public static var testValue: Value {
    let access = DependencyAccess.current
    guard access?.isUpdating != true else { return previewValue }
    let message = missingTestValueMessage(key: Self.self, value: Value.self, name: access?.name)
    if let access {
      reportIssue(
        message,
        fileID: access.fileID, filePath: access.filePath, line: access.line, column: access.column
      )
    } else {
      reportIssue(message)
    }
    return previewValue
  }
}

extension TestDependencyKey {
  /// Previews use the test value unless the key gives its own.
  public static var previewValue: Value { testValue }
}
