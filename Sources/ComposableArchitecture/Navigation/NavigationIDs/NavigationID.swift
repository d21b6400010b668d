import PlainPaths

/// The identity of a child feature's state: which operator holds it (its key path), which case
/// an enum state is in, and which element or value it is.
///
/// Child operators tag a child's effects with it, and cancel them when the child's state goes
/// away or is replaced by a value of another identity.
@usableFromInline
struct NavigationID: Hashable, Sendable {
  @usableFromInline let path: AnyHashableSendable
  @usableFromInline let tag: UInt32?
  @usableFromInline let id: AnyHashableSendable?

  /// The identity of `state` held at `path`, a key path or case key path.
  @usableFromInline
  init<State>(path: AnyKeyPath, state: State) {
    self.init(path: path, tag: enumTag(state))
  }

  init(path: AnyKeyPath, tag: UInt32?, id: AnyHashableSendable? = nil) {
    self.path = AnyHashableSendable(UncheckedSendable(path))
    self.tag = tag
    self.id = id
  }

  /// The identity of the element `id` of a collection held at `path`. Inlined, so that boxing
  /// the id is specialized for its type.
  @inlinable
  init(path: AnyKeyPath, elementID id: some Hashable & Sendable) {
    // NB: key paths are immutable; only their identity is used here.
    self.path = AnyHashableSendable(UncheckedSendable(path))
    self.tag = nil
    self.id = AnyHashableSendable(id)
  }
}

extension Effect {
  /// Runs the reducer that builds a child's effect inside the child's navigation path, so the
  /// cancellation ids the child creates are namespaced to it, then tags the whole effect with
  /// the child's identity so the parent can cancel it.
  ///
  /// Inlined into the child operator, so that tagging an effect that turned out to be `.none`
  /// (most child actions') is a check in specialized code, not a generic call that asks the
  /// runtime for `Effect`'s metadata.
  @inlinable
  static func child(
    _ id: NavigationID, reduce: () -> Effect<Action>
  ) -> Effect<Action> {
    let effect = inChildPath(id, reduce)
    return effect.isNone ? .none : effect.cancellable(id: id)
  }

  @inlinable
  static func inChildPath(
    _ id: NavigationID, _ reduce: () -> Effect<Action>
  ) -> Effect<Action> {
    // The frame takes a closure returning nothing: not generic, entering a child asks the
    // runtime for no type's metadata.
    var effect = Effect<Action>.none
    if PlainPaths.areTaken(for: .navigationFrames) {
      NavigationIDPath.withChild(id) { effect = reduce() }
    } else {
      _UnsafeNavigationFrames.withFrame(id) { effect = reduce() }
    }
    return effect
  }
}
