extension Never: CasePathable, CasePathIterable {
  /// `Never` has no cases, so no case paths.
  public struct AllCasePaths: CasePathReflectable, Sendable {
    /// Never called: there is no value of `Never` to reflect.
    public subscript(root: Never) -> PartialCaseKeyPath<Never> {}
  }

  /// The (empty) case paths of `Never`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Never.AllCasePaths: Sequence {
  /// No case paths at all.
  public func makeIterator() -> some IteratorProtocol<PartialCaseKeyPath<Never>> {
    EmptyCollection<PartialCaseKeyPath<Never>>.Iterator()
  }
}

extension Case where Value: CasePathable {
  /// A case that never holds a value: extracting always fails and nothing can be embedded.
  ///
  /// Useful where an API asks for a case key path to a child's actions and the child has none,
  /// for example `action: \.never` for a feature whose actions are `Never`.
  public var never: Case<Never> {
    Case<Never>(storage: storage.appending(.noCase))
  }
}

extension AnyCasePath where Value == Never {
  /// The case path into no case at all.
  static var noCase: Self {
    @Sendable func absurd(_ never: Never) -> Root {}
    return AnyCasePath(embed: absurd, extract: { _ in nil })
  }
}
