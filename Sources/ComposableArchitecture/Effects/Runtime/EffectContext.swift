import Dependencies
import PlainPaths

/// Runs `operation` with the dependencies and navigation path an effect was created with,
/// binding only those the task did not inherit.
///
/// Never inlined: its frame is large (each binding is a frame of its own), and an effect whose
/// task inherited both, as most do, should not allocate it.
@inline(never)
func withEffectContext(
  dependencies: DependencyValues,
  path: NavigationIDPath,
  operation: () async -> Void
) async {
  // The plain twin (`PlainPaths`) binds both, whatever the task inherited.
  let inheritsPath =
    !PlainPaths.areTaken(for: .navigationFrames) && path.isEmpty
    && NavigationIDPath.current.isEmpty
  let inheritsDependencies =
    !PlainPaths.areTaken(for: .dependencyBinding)
    && DependencyValues.current.hasSameOverrides(as: dependencies)
  switch (inheritsDependencies, inheritsPath) {
  case (true, true):
    await operation()
  case (true, false):
    await NavigationIDPath.withPath(path, operation: operation)
  case (false, true):
    await DependencyValues.$_current.withValue(dependencies, operation: operation)
  case (false, false):
    await DependencyValues.$_current.withValue(dependencies) {
      await NavigationIDPath.withPath(path, operation: operation)
    }
  }
}
