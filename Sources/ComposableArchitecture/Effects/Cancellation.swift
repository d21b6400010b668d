extension Effect {
  /// Makes the effect cancellable by `id`: a later ``cancel(id:)`` with the same id stops it.
  ///
  /// Ids belong to the root store that started the effect, and to the feature that created it:
  /// two stores, or two rows of a list, using the same id never cancel each other's work.
  ///
  /// ```swift
  /// case .searchChanged(let query):
  ///   return .run { send in
  ///     await send(.results(try await search(query)))
  ///   }
  ///   .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: Any hashable value.
  ///   - cancelInFlight: Whether to cancel effects already running under this id first.
  /// - Returns: The same effect, cancellable.
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation { return .none }
    return Self(
      operation: .cancellable(id: CancelID(id), cancelInFlight: cancelInFlight, self)
    )
  }

  /// An effect that cancels every in-flight effect made cancellable with `id`.
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: CancelID(id)))
  }
}

/// Runs `operation` so that it can be cancelled by `id`, from an effect or with
/// `Task.cancel(id:)`.
///
/// ```swift
/// return .run { send in
///   await withTaskCancellation(id: CancelID.load, cancelInFlight: true) {
///     await send(.loaded(try await api.load()))
///   }
/// }
/// ```
///
/// - Parameters:
///   - id: Any hashable value.
///   - cancelInFlight: Whether to cancel the work already running under this id first.
///   - operation: The work.
///   - isolation: The actor `operation` runs on: the caller's.
/// - Returns: What `operation` returns.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  let registry = CancellationRegistry.current
  let key = CancelID(id)
  if cancelInFlight { registry.cancel(key) }
  let handle = RunningEffects.Handle.next()
  // The work runs in a task of its own so that cancelling the id stops it and nothing else.
  let task = Task { () async -> Result<T, Failure> in
    defer { registry.finish(handle) }
    do throws(Failure) {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }
  registry.insert(handle, task: task, keys: [key])
  let result = await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
  return try result.get()
}

extension Task where Success == Never, Failure == Never {
  /// Cancels every in-flight effect made cancellable with `id` in the current store.
  public static func cancel(id: some Hashable & Sendable) {
    CancellationRegistry.current.cancel(CancelID(id))
  }
}
