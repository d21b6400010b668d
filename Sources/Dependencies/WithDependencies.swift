/// Runs `operation` with dependencies changed by `updateValuesForOperation`.
///
/// The changes are seen by everything `operation` runs, and by the `@Dependency` properties of
/// objects it creates, wherever those are used later. An object `operation` returns keeps them
/// too, for `withDependencies(from:operation:)`, even if it holds no `@Dependency` property.
///
/// ```swift
/// let model = withDependencies {
///   $0.uuid = .incrementing
///   $0.date.now = Date(timeIntervalSince1970: 0)
/// } operation: {
///   TodosModel()
/// }
/// ```
///
/// Inside `updateValuesForOperation` a dependency without a test value can be read (to change
/// part of it) without an issue.
///
/// - Parameters:
///   - updateValuesForOperation: Changes the current values, for the duration of `operation`.
///   - operation: The work to run with the changed values.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<R>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  let current = DependencyValues._current
  var values = current
  try DependencyValues.$isUpdating.withValue(true) {
    try updateValuesForOperation(&values)
  }
  DependencyValues.noteOverride(values, over: current)
  return try DependencyValues.$_current.withValue(values) {
    let result = try operation()
    DependencyObjects.storeIfObject(result)
    return result
  }
}

/// Runs the asynchronous `operation` with dependencies changed by `updateValuesForOperation`.
///
/// ```swift
/// await withDependencies {
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   await model.timerButtonTapped()
/// }
/// ```
///
/// - Parameters:
///   - isolation: The actor the operation runs on; the caller's by default.
///   - updateValuesForOperation: Changes the current values, for the duration of `operation`.
///   - operation: The work to run with the changed values.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  let current = DependencyValues._current
  var values = current
  try await DependencyValues.$isUpdating.withValue(true) {
    try await updateValuesForOperation(&values)
  }
  DependencyValues.noteOverride(values, over: current)
  return try await DependencyValues.$_current.withValue(values) {
    let result = try await operation()
    DependencyObjects.storeIfObject(result)
    return result
  }
}

/// Runs `operation` with the dependencies of `model` (laid under the current ones), changed by
/// `updateValuesForOperation`: for a parent model creating a child with its own dependencies.
///
/// The model's dependencies are those its first `@Dependency` property captured or, for an object
/// without one, those of the `withDependencies` operation that returned it. A model with neither
/// has no dependencies to pass on: an issue is reported and `operation` runs with the current
/// values.
///
/// ```swift
/// func detailButtonTapped() {
///   detail = withDependencies(from: self) {
///     $0.apiClient = .mock
///   } operation: {
///     DetailModel()
///   }
/// }
/// ```
///
/// - Parameters:
///   - model: An object with dependencies.
///   - updateValuesForOperation: Changes the values, for the duration of `operation`.
///   - operation: The work to run with the model's values.
///   - fileID: The file ID the issue points at; the caller's by default.
///   - filePath: The file path the issue points at.
///   - line: The line the issue points at.
///   - column: The column the issue points at.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  guard
    let modelValues = dependencies(
      of: model, fileID: fileID, filePath: filePath, line: line, column: column
    )
  else {
    return try operation()
  }
  return try withDependencies {
    $0 = modelValues.merging($0)
    try updateValuesForOperation(&$0)
  } operation: {
    try operation()
  }
}

/// Runs `operation` with the dependencies of `model` laid under the current ones.
///
/// - Parameters:
///   - model: An object with dependencies.
///   - operation: The work to run with the model's values.
///   - fileID: The file ID the issue points at; the caller's by default.
///   - filePath: The file path the issue points at.
///   - line: The line the issue points at.
///   - column: The column the issue points at.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  try withDependencies(
    from: model, { _ in }, operation: operation, fileID: fileID, filePath: filePath,
    line: line, column: column
  )
}

/// Runs the asynchronous `operation` with the dependencies of `model` (laid under the current
/// ones), changed by `updateValuesForOperation`.
///
/// - Parameters:
///   - model: An object with dependencies.
///   - isolation: The actor the operation runs on; the caller's by default.
///   - updateValuesForOperation: Changes the values, for the duration of `operation`.
///   - operation: The work to run with the model's values.
///   - fileID: The file ID the issue points at; the caller's by default.
///   - filePath: The file path the issue points at.
///   - line: The line the issue points at.
///   - column: The column the issue points at.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  guard
    let modelValues = dependencies(
      of: model, fileID: fileID, filePath: filePath, line: line, column: column
    )
  else {
    return try await operation()
  }
  return try await withDependencies {
    $0 = modelValues.merging($0)
    try await updateValuesForOperation(&$0)
  } operation: {
    try await operation()
  }
}

/// Runs the asynchronous `operation` with the dependencies of `model` laid under the current ones.
///
/// ```swift
/// let user = await withDependencies(from: parentModel) {
///   await apiClient.fetchUser()
/// }
/// ```
///
/// - Parameters:
///   - model: An object with dependencies.
///   - isolation: The actor the operation runs on; the caller's by default.
///   - operation: The work to run with the model's values.
///   - fileID: The file ID the issue points at; the caller's by default.
///   - filePath: The file path the issue points at.
///   - line: The line the issue points at.
///   - column: The column the issue points at.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  try await withDependencies(
    from: model, isolation: isolation, { _ in }, operation: operation, fileID: fileID,
    filePath: filePath, line: line, column: column
  )
}

/// The dependencies of `model`, or an issue and `nil`.
private func dependencies<Model: AnyObject>(
  of model: Model,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) -> DependencyValues? {
  if let values = DependencyObjects.shared.values(of: model) { return values }
  reportIssue(
    """
    '\(Model.self)' has no dependencies to pass on: it holds no '@Dependency' property and was not \
    returned by a 'withDependencies' operation. To fix, give it a '@Dependency' property, or \
    create it inside 'withDependencies'.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
  return nil
}
