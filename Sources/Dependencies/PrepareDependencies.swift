/// Sets dependencies once, for the lifetime of the application: call it at its entry point,
/// before anything reads them.
///
/// ```swift
/// @main
/// struct MyApp: App {
///   init() {
///     prepareDependencies {
///       $0.defaultDatabase = try! DatabaseQueue(path: "db.sqlite")
///     }
///   }
///   // ...
/// }
/// ```
///
/// Unlike `withDependencies(_:operation:)`, which overrides dependencies for the scope of an
/// operation, this sets their defaults: every later read that the current values do not
/// override, anywhere, gets the prepared value. A dependency can be prepared only before it is
/// first read and only once; preparing it again, or after a read, reports an issue and keeps the
/// value already in use. In a Swift Testing test the defaults are the test's own, so each test can
/// prepare its dependencies (though repeated or parameterized runs of one test share them).
///
/// - Parameter updateValues: Sets the dependencies to prepare.
/// - Returns: What `updateValues` returns.
public func prepareDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> R
) rethrows -> R {
  var values = DependencyValues._current
  return try DependencyValues.$preparation.withValue(DependencyValues.nextRevision()) {
    try DependencyValues.$isUpdating.withValue(true) {
      try updateValues(&values)
    }
  }
}
