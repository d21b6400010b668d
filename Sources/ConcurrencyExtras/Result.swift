extension Result {
  /// Runs an async throwing closure and keeps what it returned or threw: the async form of the
  /// standard library's `Result(catching:)`.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.searchResponse(Result { try await weatherClient.search(query) }))
  /// }
  /// ```
  ///
  /// - Parameter body: The work whose outcome to keep; its error type is the result's `Failure`.
  @_transparent
  public init(catching body: () async throws(Failure) -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
