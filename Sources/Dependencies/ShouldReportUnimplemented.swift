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
      !(DependencyAccess.current?.isUpdating ?? DependencyValues.isUpdating)
    #else
      false
    #endif
  }
}
