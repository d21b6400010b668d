import Foundation

/// Which kind of default a dependency that is not set takes: live, preview or test.
///
/// The context is itself a dependency (``DependencyValues/context``). Its default is
/// ``test`` in a process running XCTest or Swift Testing tests, and ``live`` otherwise; the
/// environment variable `SWIFT_DEPENDENCIES_CONTEXT` (`live`, `preview` or `test`) overrides that.
public enum DependencyContext: Sendable {
  /// The application's context: defaults are ``DependencyKey/liveValue``s.
  case live

  /// A preview's context: defaults are ``TestDependencyKey/previewValue``s.
  case preview

  /// A test's context: defaults are ``TestDependencyKey/testValue``s.
  case test
}

/// The context of a process, decided once: `SWIFT_DEPENDENCIES_CONTEXT`, else whether tests run.
let defaultContext: DependencyContext = {
  let inferred: DependencyContext = isTesting ? .test : .live
  guard let value = ProcessInfo.processInfo.environment["SWIFT_DEPENDENCIES_CONTEXT"] else {
    return inferred
  }
  switch value {
  case "live": return .live
  case "preview": return .preview
  case "test": return .test
  default:
    reportIssue(
      """
      SWIFT_DEPENDENCIES_CONTEXT is "\(value)", which is none of "live", "preview" or "test"; \
      using the \(inferred) context.
      """
    )
    return inferred
  }
}()
