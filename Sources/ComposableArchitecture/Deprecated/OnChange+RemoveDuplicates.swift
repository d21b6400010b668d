extension Reducer {
  /// Runs extra reducers when a value derived from the state changes, as decided by
  /// `isDuplicate`: for values that are not `Equatable`, such as tuples.
  ///
  /// ```swift
  /// .onChange(of: { ($0.from, $0.to) }, removeDuplicates: ==) { _, _ in … }
  /// ```
  @available(*, deprecated, message: "Use 'onChange(of:)' with an equatable value, instead.")
  @inlinable
  public func onChange<V, R: Reducer>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}
