extension Reducer {
  /// Runs extra reducers when a value derived from the state changes.
  ///
  /// After this reducer runs, `toValue` is read again; when it differs from before, the reducers
  /// built from the old and new values run on the same action, and their effects are merged.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer()
  ///     .onChange(of: \.query) { oldValue, newValue in
  ///       Reduce { state, action in
  ///         .send(.search(newValue))
  ///       }
  ///     }
  /// }
  /// ```
  #if ComposableArchitecture2Deprecations
    @available(
      *, deprecated, message: "Use 'onChange' that directly returns an 'EffectOf<Feature>' instead"
    )
  #else
    @available(
      iOS, deprecated: 9999,
      message: "Use 'onChange' that directly returns an 'EffectOf<Feature>' instead"
    )
    @available(
      macOS, deprecated: 9999,
      message: "Use 'onChange' that directly returns an 'EffectOf<Feature>' instead"
    )
    @available(
      tvOS, deprecated: 9999,
      message: "Use 'onChange' that directly returns an 'EffectOf<Feature>' instead"
    )
    @available(
      watchOS, deprecated: 9999,
      message: "Use 'onChange' that directly returns an 'EffectOf<Feature>' instead"
    )
  #endif
  @inlinable
  public func onChange<V: Equatable, R: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs `perform` when a value derived from the state changes, with the old value and the
  /// state to change; its effect is merged with this reducer's.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.query) { oldValue, state in
  ///     state.results = []
  ///     return .send(.search)
  ///   }
  /// ```
  @inlinable
  public func onChange<V: Equatable>(
    of toValue: @escaping (State) -> V,
    _ perform: @escaping (_ oldValue: V, _ state: inout State) -> Effect<Action>
  ) -> _OnChangeReducer<Self, V, Reduce<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }
}

/// The reducer ``Reducer/onChange(of:_:)`` returns.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer<Base.State, Base.Action>>:
  Reducer
{
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Body

  @inlinable
  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return effect }
    return effect.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
