public import Dependencies
public import Testing

/// The trait behind `.dependencies`, `.dependencies { }` and `.dependency(...)`: runs each test
/// (and each case of a parameterized test) with its own dependencies.
///
/// Not API: spell it `.dependency(...)` or `.dependencies`.
public struct _DependenciesTrait: TestScoping, TestTrait, SuiteTrait {
  let updateValues: @Sendable (inout DependencyValues) async throws -> Void

  /// Whether no outer dependencies trait has scoped the running test yet: the outermost starts
  /// from fresh values, so nothing leaks in from other tests; inner ones build on it.
  @TaskLocal static var isRoot = true

  /// A suite's dependencies apply to every test in it.
  public var isRecursive: Bool { true }

  /// Runs `function` with fresh dependency values (at the outermost trait), changed by this
  /// trait's update.
  ///
  /// - Parameters:
  ///   - test: The test or suite being run.
  ///   - testCase: The case of a parameterized test, if any.
  ///   - function: The test.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let isRoot = Self.isRoot
    try await withDependencies {
      if isRoot { $0 = DependencyValues() }
      try await updateValues(&$0)
    } operation: {
      try await Self.$isRoot.withValue(false) {
        try await function()
      }
    }
  }
}

extension Trait where Self == _DependenciesTrait {
  /// Keeps a test's (or each of a suite's tests') dependencies apart from every other test's,
  /// and from the other cases of a parameterized test: each starts with fresh defaults.
  ///
  /// ```swift
  /// @Suite(.dependencies)
  /// struct CounterTests {
  ///   @Test(arguments: 1...3) func increment(by amount: Int) { /* ... */ }
  /// }
  /// ```
  public static var dependencies: Self {
    Self { _ in }
  }

  /// Overrides one dependency for a test or for every test of a suite.
  ///
  /// ```swift
  /// @Test(.dependency(\.uuid, .incrementing))
  /// func addTodo() {
  ///   // ...
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to override.
  ///   - value: Its value, made anew for each test.
  public static func dependency<Value>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self {
    Self { $0[keyPath: keyPath] = try value() }
  }

  /// Overrides the dependency whose key is the value's own type.
  ///
  /// ```swift
  /// struct APIClient: TestDependencyKey { /* ... */ }
  ///
  /// @Test(.dependency(APIClient.mock))
  /// func loadsUser() {
  ///   // ...
  /// }
  /// ```
  ///
  /// - Parameter value: The dependency, made anew for each test.
  public static func dependency<Value: TestDependencyKey>(
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self where Value == Value.Value {
    Self { $0[Value.self] = try value() }
  }

  /// Overrides any dependencies of a test or of every test of a suite.
  ///
  /// ```swift
  /// @Test(.dependencies {
  ///   $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
  ///   $0.uuid = .incrementing
  /// })
  /// func addTodo() {
  ///   // ...
  /// }
  /// ```
  ///
  /// - Parameter updateValues: Changes the test's dependencies.
  public static func dependencies(
    _ updateValues: @escaping @Sendable (inout DependencyValues) async throws -> Void
  ) -> Self {
    Self(updateValues: updateValues)
  }
}
