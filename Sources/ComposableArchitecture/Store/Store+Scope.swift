extension Store {
  /// A store of a child feature: it reads its state through `state` from this store's (a lens,
  /// never a copy), and wraps its actions in `action` on their way up.
  ///
  /// Scoping is cheap and cached: the same paths give the identical store every time.
  ///
  /// ```swift
  /// let counter = store.scope(\.counter, action: \.counter)
  /// counter.send(.increment)  // reaches the root as .counter(.increment)
  /// ```
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    // Inlined, so the child's send is made in the caller's module, specialized for its action:
    // one closure call to embed it, where a generic one also copies it through its metadata.
    let parentSend = sendAction
    return cachedChild(state: state, action: action) { path in
      { action in parentSend(path.embed(action)) }
    }
  }

  /// A store of a child feature, in the labeled spelling `store.scope(state:action:)`, which
  /// TCA 1.25 deprecates under its trait `ComposableArchitecture2Deprecations`.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, renamed: "scope(_:action:)")
  #else
    @available(iOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(macOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(tvOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(watchOS, deprecated: 9999, renamed: "scope(_:action:)")
  #endif
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state, action: action)
  }

  /// A store of an optional child feature, or nil while the child's state is nil.
  ///
  /// The store keeps the child's last state, so it can still be read after the child goes
  /// away; an action sent to it then is reported and dropped.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    // NB: no location arguments, which TCA's form has: with them, the plain key path scope
    // would be preferred to this one for `let child = store.scope(state: \.child, ...)`.
    reportIfUncached(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    let id = ScopeID(state: state, action: action)
    guard let childState = self.state[keyPath: state] else {
      children[id] = nil
      return nil
    }
    return cachedChild(
      at: id,
      initialState: childState,
      keepsLastState: true,
      toState: { $0[keyPath: state] },
      fromAction: AnyCasePath(action).embed
    )
  }

  /// A store of an optional child feature, in the labeled spelling `store.scope(state:action:)`,
  /// which TCA 1.25 deprecates under its trait `ComposableArchitecture2Deprecations`.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, renamed: "scope(_:action:)")
  #else
    @available(iOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(macOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(tvOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(watchOS, deprecated: 9999, renamed: "scope(_:action:)")
  #endif
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state, action: action)
  }

  /// Reports a scope by key path from a store scoped with closures, which cannot be observed.
  func reportIfUncached(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    guard !core.canCacheChildren else { return }
    reportIssue(
      """
      Scoping from uncached '\(debugDescription)' is not compatible with observation.

      This can happen for one of two reasons:

      1. A parent view scopes on a store using transform functions, which has been \
      deprecated, instead of with key paths and case paths. Read the migration guide for 1.5 \
      to update these scopes: \
      https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

      2. A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
      'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
      bindings. Read the migration guide for 1.7 to update those APIs: \
      https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// The store of a child that is always there, cached by its paths; `makeSend` makes its send
  /// on first use, from the action's case path.
  @usableFromInline
  func cachedChild<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>,
    makeSend: (AnyCasePath<Action, ChildAction>) -> @MainActor (ChildAction) -> Task<Void, Never>?
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: state, action: action)
    if let child = children[id] as? Store<ChildState, ChildAction> { return child }
    let path = AnyCasePath(action)
    let core = ScopedCore(
      parent: core,
      initialState: core.state[keyPath: state],
      keepsLastState: false,
      toState: { $0[keyPath: state] },
      fromAction: path.embed
    )
    let child = Store<ChildState, ChildAction>(core: core, send: makeSend(path))
    children[id] = child
    return child
  }

  /// The child store cached at `id`, made and cached on first use. The arguments are evaluated
  /// only then: a scope that hits the cache builds no closure and no case path.
  private func cachedChild<ChildState, ChildAction>(
    at id: ScopeID,
    initialState: @autoclosure () -> ChildState,
    keepsLastState: Bool,
    toState: @autoclosure () -> (State) -> ChildState?,
    fromAction: @autoclosure () -> (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    if let child = children[id] as? Store<ChildState, ChildAction> { return child }
    let child = scopedStore(
      initialState: initialState(), keepsLastState: keepsLastState, toState: toState(),
      fromAction: fromAction()
    )
    children[id] = child
    return child
  }

  /// A store of a child whose state `toState` reads through this store's and whose actions
  /// `fromAction` embeds in this store's: every scope (key path, closure) makes its stores here.
  func scopedStore<ChildState, ChildAction>(
    initialState: ChildState?,
    keepsLastState: Bool,
    isIdentified: Bool = true,
    toState: @escaping (State) -> ChildState?,
    fromAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let core = ScopedCore(
      parent: core,
      initialState: initialState,
      keepsLastState: keepsLastState,
      isIdentified: isIdentified,
      toState: toState,
      fromAction: fromAction
    )
    return Store<ChildState, ChildAction>(core: core, send: core.makeSend(parentSend: sendAction))
  }
}
