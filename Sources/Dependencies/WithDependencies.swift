/// Runs `operation` with dependencies changed by `updateValuesForOperation`.
///
/// The changes are seen by everything `operation` runs, and by the `@Dependency` properties of
/// objects it creates, wherever those are used later.
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
  var values = DependencyValues._current
  try DependencyValues.$isUpdating.withValue(true) {
    try updateValuesForOperation(&values)
  }
  return try DependencyValues.$_current.withValue(values, operation: operation)
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
  var values = DependencyValues._current
  try await DependencyValues.$isUpdating.withValue(true) {
    try await updateValuesForOperation(&values)
  }
  return try await DependencyValues.$_current.withValue(values, operation: operation)
}

/// Runs `operation` with the dependencies of `model` (laid under the current ones), changed by
/// `updateValuesForOperation`: for a parent model creating a child with its own dependencies.
///
/// `model` must hold at least one `@Dependency` property; the values it captured are used where
/// the current values set nothing. If it holds none, a runtime warning is reported and
/// `operation` runs with the current values.
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
///   - model: An object with a `@Dependency` property.
///   - updateValuesForOperation: Changes the values, for the duration of `operation`.
///   - operation: The work to run with the model's values.
///   - file: The file the warning points at; the caller's by default.
///   - line: The line the warning points at.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R,
  file: StaticString? = nil,
  line: UInt? = nil
) rethrows -> R {
  guard let modelValues = initialValues(of: model, file: file, line: line) else {
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
///   - model: An object with a `@Dependency` property.
///   - operation: The work to run with the model's values.
///   - file: The file the warning points at; the caller's by default.
///   - line: The line the warning points at.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  operation: () throws -> R,
  file: StaticString? = nil,
  line: UInt? = nil
) rethrows -> R {
  try withDependencies(from: model, { _ in }, operation: operation, file: file, line: line)
}

/// Runs the asynchronous `operation` with the dependencies of `model` (laid under the current
/// ones), changed by `updateValuesForOperation`.
///
/// - Parameters:
///   - model: An object with a `@Dependency` property.
///   - isolation: The actor the operation runs on; the caller's by default.
///   - updateValuesForOperation: Changes the values, for the duration of `operation`.
///   - operation: The work to run with the model's values.
///   - file: The file the warning points at; the caller's by default.
///   - line: The line the warning points at.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R,
  file: StaticString? = nil,
  line: UInt? = nil
) async rethrows -> R {
  guard let modelValues = initialValues(of: model, file: file, line: line) else {
    return try await operation()
  }
  return try await withDependencies {
    $0 = modelValues.merging($0)
    try await updateValuesForOperation(&$0)
  } operation: {
    try await operation()
  }
}

/// The values a model's first `@Dependency` property captured, or a warning and `nil`.
private func initialValues<Model: AnyObject>(
  of model: Model, file: StaticString?, line: UInt?
) -> DependencyValues? {
  for child in Mirror(reflecting: model).children {
    if let dependency = child.value as? any _HasInitialValues {
      return dependency.initialValues
    }
  }
  let message = """
    '\(Model.self)' holds no '@Dependency' property, so it has no dependencies to pass on. To fix, \
    give it at least one '@Dependency' property.
    """
  if let file, let line {
    reportIssue(message, fileID: file, filePath: file, line: line)
  } else {
    reportIssue(message)
  }
  return nil
}
