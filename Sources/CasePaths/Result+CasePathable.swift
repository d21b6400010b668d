extension Result: CasePathable, CasePathIterable {
  /// The case paths of `Result`: ``success`` and ``failure``.
  public struct AllCasePaths: CasePathReflectable, Sendable {
    /// `\.success` or `\.failure`: the case `root` is in.
    ///
    /// - Parameter root: A result.
    public subscript(root: Result) -> PartialCaseKeyPath<Result> {
      switch root {
      case .success: \.success
      case .failure: \.failure
      }
    }

    /// The case path to a success value.
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case .success(let value) = $0 else { return nil }
          return value
        }
      )
    }

    /// The case path to a failure's error.
    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case .failure(let error) = $0 else { return nil }
          return error
        }
      )
    }
  }

  /// The case paths of `Result`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// `"success"` or `"failure"` for the two direct case key paths.
  public static func caseName(for keyPath: PartialCaseKeyPath<Result>) -> String? {
    if keyPath == \Result.Cases.success { return "success" }
    if keyPath == \Result.Cases.failure { return "failure" }
    return nil
  }
}

extension Result.AllCasePaths: Sequence {
  /// `\.success`, then `\.failure`.
  public func makeIterator() -> some IteratorProtocol<PartialCaseKeyPath<Result>> {
    [\.success, \.failure].makeIterator()
  }
}
