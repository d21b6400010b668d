extension Store {
  /// A store of a child feature, from closures: one that computes the child's state from this
  /// store's, and one that embeds the child's actions in this store's.
  ///
  /// The closures cannot identify the scope, so the store is not cached: each call makes a new
  /// one, and scoping it further by key path to an optional child or a collection is reported,
  /// as such stores cannot be observed. Key paths (`scope(state: \.child, action: \.child)`)
  /// are cached and observed per field. The state closure runs when the state is read.
  @available(
    *, deprecated,
    message:
      "Pass 'state' a key path to child state and 'action' a case key path to child action, instead. For more information see the following migration guide: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Store-scoping-with-key-paths"
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    // The child's state is read through the closure when it is read, not now, as in TCA.
    scopedStore(
      initialState: nil, keepsLastState: false, isIdentified: false, toState: toChildState,
      fromAction: fromChildAction
    )
  }
}
