import Foundation

/// A default dependency value being made (a key's `liveValue` or `testValue` read for the first
/// time), for the shared state made while it runs.
///
/// A `@Shared` made during a build belongs to it until the build ends: one made elsewhere with
/// the same key waits for the build, so that it reads what the build wrote, as Point-Free's
/// Sharing orders its locks. Only the outermost build of a thread counts: the write may come
/// after a nested one ends.
package final class DefaultValueBuild: @unchecked Sendable {  // NB: `isFinished` under `condition`
  /// The outermost build running on this task or thread, if any.
  @TaskLocal package static var current: DefaultValueBuild?

  private let condition = NSCondition()
  private var isFinished = false

  init() {}

  /// Runs `make` as the current build, unless a build is running already.
  static func run<Value>(_ make: () -> Value) -> Value {
    guard current == nil else { return make() }
    let build = DefaultValueBuild()
    defer { build.finish() }
    return $current.withValue(build, operation: make)
  }

  /// Whether the build has ended.
  package var hasFinished: Bool {
    condition.lock()
    defer { condition.unlock() }
    return isFinished
  }

  /// Blocks until the build ends.
  package func waitUntilFinished() {
    condition.lock()
    while !isFinished { condition.wait() }
    condition.unlock()
  }

  private func finish() {
    condition.lock()
    isFinished = true
    condition.broadcast()
    condition.unlock()
  }
}
