import Dependencies

/// Runs `operation` with the dependencies and navigation path an effect was created with. The
/// task usually inherited both already (the store starts it where the reducer ran): then they
/// are not bound again, which would cost two task-local pushes and two async frames per effect.
func withEffectContext(
  dependencies: DependencyValues,
  path: NavigationIDPath,
  operation: @Sendable () async throws -> Void
) async throws {
  let inheritsPath = path.components.isEmpty && NavigationIDPath.current.components.isEmpty
  switch (DependencyValues._current.hasSameOverrides(as: dependencies), inheritsPath) {
  case (true, true):
    try await operation()
  case (true, false):
    try await NavigationIDPath.$current.withValue(path, operation: operation)
  case (false, true):
    try await DependencyValues.$_current.withValue(dependencies, operation: operation)
  case (false, false):
    try await DependencyValues.$_current.withValue(dependencies) {
      try await NavigationIDPath.$current.withValue(path, operation: operation)
    }
  }
}
