extension TestDependencyKey {
  /// Whether a `testValue` being made now may report an issue.
  ///
  /// A `testValue` that reports an issue makes tests override the dependency, but the value is
  /// also made when a `withDependencies` closure changes part of it (`$0.client.fetch = { … }`
  /// reads the client first), and reporting then would fail the very test that overrides it.
  /// Check this first:
  ///
  /// ```swift
  /// enum DatabaseKey: TestDependencyKey {
  ///   static var testValue: any Database {
  ///     if shouldReportUnimplemented {
  ///       reportIssue("A blank, in-memory database is being used. Override it in the test.")
  ///     }
  ///     return InMemoryDatabase()
  ///   }
  /// }
  /// ```
  ///
  /// `false` while dependencies are being changed, and always in release builds.
  public static var shouldReportUnimplemented: Bool {
    #if DEBUG
      !DependencyValues.areBeingChanged
    #else
      false
    #endif
  }
}

extension DependencyValues {
  /// Whether a `withDependencies` or `prepareDependencies` closure is changing values on this
  /// task: a test value read then is read to be replaced, not used.
  static var areBeingChanged: Bool {
    DependencyAccess.current?.isUpdating ?? DependencyValues.isUpdating
  }
}
