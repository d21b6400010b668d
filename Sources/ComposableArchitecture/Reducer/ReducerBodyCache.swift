import Dependencies

/// The `body` of a reducer type whose instances are all alike, built once instead of on every
/// action.
///
/// `@Reducer` gives a struct one of these, and a `reduce(into:action:)` that runs the cached body,
/// when it can see that nothing but the type decides what `body` returns: no stored properties
/// (so no `@Dependency` either), no generic parameters, no dependency overrides written in
/// `body`. You do not use it directly.
///
/// A body rebuilt per action pays for its key paths every time: a case key path such as
/// `\.child` is created by the runtime on each evaluation, which costs more than the rest of a
/// `Scope` together. Built once, composition costs what the scoping itself costs.
public final class _ReducerBodyCache: Sendable {
  /// The body, once built: a `_ReducerBodyBox<R.Body>` for the one reducer type `R` this cache
  /// belongs to, lent out without reference counting (see `_UnsafePublishedReference`).
  @usableFromInline
  let box = _UnsafePublishedReference()

  /// Creates an empty cache; the body is built by the first action.
  public init() {}

  /// Runs `reducer`'s body, built on first use.
  ///
  /// - Parameters:
  ///   - reducer: An instance of the reducer type this cache belongs to.
  ///   - state: The state to reduce.
  ///   - action: The action.
  /// - Returns: The body's effect.
  @inlinable
  public func reduce<R: Reducer>(
    _ reducer: R, into state: inout R.State, action: R.Action
  ) -> Effect<R.Action> {
    var address = box.publishedAddress
    if address == 0 { address = install(reducer) }
    return box.withObject(at: address, as: _ReducerBodyBox<R.Body>.self) {
      $0.reduce(into: &state, action: action)
    }
  }

  @usableFromInline
  func install<R: Reducer>(_ reducer: R) -> UInt {
    // Built outside any store's dependencies: a child reducer created by the body then keeps no
    // overrides of the store that happened to send the first action, and reads its dependencies
    // where it runs, as a child built per action does. Two threads may build it at once; one
    // body is kept, and both are the same description.
    box.publish(
      _ReducerBodyBox(DependencyValues.$_current.withValue(DependencyValues()) { reducer.body })
    )
  }
}

/// The immutable holder of a cached body.
@usableFromInline
final class _ReducerBodyBox<Body>: @unchecked Sendable {  // NB: immutable after publication
  @usableFromInline
  let body: Body

  init(_ body: Body) {
    self.body = body
  }
}

extension _ReducerBodyBox where Body: Reducer {
  // A method of the box, so the body is used where the box holds it: read through the closure's
  // argument instead, the whole body was copied onto the stack for every action.
  @inlinable
  func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    body.reduce(into: &state, action: action)
  }
}
