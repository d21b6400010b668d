import Testing

/// The identity of the Swift Testing test that the current task belongs to.
///
/// Libraries that cache per-test state (Dependencies caches default dependency values) key that
/// state by it, so concurrent tests never share it and nothing leaks from one test to the next.
/// Child tasks and unstructured `Task {}`s inherit it; detached tasks and XCTest tests have none.
package struct TestIdentity: Hashable, Sendable {
  private let id: Test.ID

  /// The test running on the current task, or `nil` outside a Swift Testing test.
  package static var current: TestIdentity? {
    Test.current.map { TestIdentity(id: $0.id) }
  }
}
