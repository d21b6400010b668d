/// Runs `body` with `transaction`'s values added to the current transaction: changes `body`
/// makes hand them to the `observe(_:)` closures they re-run.
///
/// ```swift
/// withUITransaction(highlighting) {
///   store.send(.refreshTapped)
/// }
/// ```
///
/// - Parameters:
///   - transaction: The values to add.
///   - body: The changes to make.
/// - Returns: What `body` returns.
public func withUITransaction<Result>(
  _ transaction: UITransaction,
  _ body: () throws -> Result
) rethrows -> Result {
  try UITransaction.$current.withValue(UITransaction.current.merging(transaction), operation: body)
}

/// Runs `body` with the current transaction's value at `keyPath` set to `value`.
///
/// ```swift
/// withUITransaction(\.highlights, true) {
///   store.send(.refreshTapped)
/// }
/// ```
///
/// - Parameters:
///   - keyPath: The transaction value to set.
///   - value: Its value for the changes `body` makes.
///   - body: The changes to make.
/// - Returns: What `body` returns.
public func withUITransaction<Result, Value>(
  _ keyPath: WritableKeyPath<UITransaction, Value>,
  _ value: Value,
  _ body: () throws -> Result
) rethrows -> Result {
  var transaction = UITransaction()
  transaction[keyPath: keyPath] = value
  return try withUITransaction(transaction, body)
}
