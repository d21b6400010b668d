import Dependencies

/// Runs `operation` with the dependencies and navigation path an effect was created with. The
/// task usually inherited both already (the store starts it where the reducer ran): then they
/// are not bound again, which would cost two task-local pushes and two async frames per effect.
func withEffectContext(
  dependencies: DependencyValues,
  path: NavigationIDPath,
  operation: () async -> Void
) async {
  let inheritsPath = path.components.isEmpty && NavigationIDPath.current.components.isEmpty
  switch (DependencyValues._current.hasSameOverrides(as: dependencies), inheritsPath) {
  case (true, true):
    await operation()
  case (true, false):
    await NavigationIDPath.$current.withValue(path, operation: operation)
  case (false, true):
    await DependencyValues.$_current.withValue(dependencies, operation: operation)
  case (false, false):
    await DependencyValues.$_current.withValue(dependencies) {
      await NavigationIDPath.$current.withValue(path, operation: operation)
    }
  }
}
