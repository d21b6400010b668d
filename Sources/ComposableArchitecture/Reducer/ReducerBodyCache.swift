import Dependencies
import PlainPaths

/// Not API: the `body` of a stateless reducer whose body is pure composition of stateless
/// reducers, built once instead of on every action.
///
/// `@Reducer` gives a struct one of these, in `static let _$bodyCache`, and a
/// `reduce(into:action:)` that runs it, when the struct is a `_StatelessReducer` and its `body`
/// is made only of the library's compositions, key path and closure literals, and children made
/// with `Child()` (the macro checks the syntax). The cache then checks the body's type: every
/// reducer in it must be one of the library's compositions (`_StatelessComposition`) or a
/// stateless reducer declared in the same module. Every evaluation of such a body gives the same
/// value: nothing in it reads anything but its type while it is built. When the type says
/// otherwise, the cache holds nothing and `reduce` evaluates `body` for every action, as TCA does;
/// that plain path is the specification, and `-D ARBOR_PLAIN_PATHS` takes it for every reducer.
///
/// A body evaluated per action pays for its key paths every time: the runtime makes a case key
/// path such as `\.child` anew on each evaluation, which costs more than the rest of a `Scope`.
/// Built once, composition costs what the scoping itself costs.
///
/// See `docs/decisions/0001-reducer-body-cache.md`.
// NB: immutable: `body` is set by `init` before the `static let` holding the cache publishes it
// (once, under the runtime's lock), and only read after; the value it holds is a composition of
// key paths, closures that capture a stateless reducer, and immutable plans.
public final class _ReducerBodyCache<R: _StatelessReducer>: @unchecked Sendable {  // NB: above
  /// The body built once, or nil when every action evaluates it.
  @usableFromInline let body: R.Body?

  /// Builds `reducer`'s body if its type shows it is the same at every evaluation.
  ///
  /// The body is built outside any store's dependencies: a composition reads none while it is
  /// built, and a child it makes reads its own where it runs, as a child built per action does.
  public init(_ reducer: R) {
    body =
      Self.isEnabled && Self.isCacheable
      ? DependencyValues.$_current.withValue(DependencyValues()) { reducer.body } : nil
  }

  /// Runs the cached body, or `reducer`'s body evaluated now when nothing is cached.
  ///
  /// - Parameters:
  ///   - reducer: The reducer whose `reduce(into:action:)` this is.
  ///   - state: The state to reduce.
  ///   - action: The action.
  /// - Returns: The body's effect.
  @inlinable
  public func reduce(
    _ reducer: R, into state: inout R.State, action: R.Action
  ) -> Effect<R.Action> {
    // Chained, the body is used where the cache holds it; bound by `if let`, it would be copied
    // (a retain and a release of each of its references) for every action.
    // The plain twin (`PlainPaths`) evaluates the body per action; a release build never takes it.
    if !PlainPaths.areTaken(for: .bodyCache),
      let effect = body?.reduce(into: &state, action: action)
    {
      return effect
    }
    return Self.reduceEvaluatingBody(reducer, into: &state, action: action)
  }

  /// The plain path: `reducer`'s body evaluated for this action.
  ///
  /// Out of line so that the cached path stays small enough to inline into the parent's scoping
  /// closure; inlined, the body's construction (its key paths and children) made every level's
  /// caller too big to inline, a call and a closure context more per level.
  @inline(never)
  @usableFromInline
  static func reduceEvaluatingBody(
    _ reducer: R, into state: inout R.State, action: R.Action
  ) -> Effect<R.Action> {
    reducer.body.reduce(into: &state, action: action)
  }

  /// Whether any body is cached: `-D ARBOR_PLAIN_PATHS` makes every reducer evaluate its body per
  /// action, the path the cache must be equivalent to.
  static var isEnabled: Bool { !PlainPaths.isCompiledOut(.bodyCache) }

  /// Whether the body is cached.
  var isCaching: Bool {
    if case .some = body { true } else { false }
  }

  /// Whether `R`'s body is built only from the library's compositions and stateless reducers of
  /// `R`'s module.
  static var isCacheable: Bool {
    guard let composition = R.Body.self as? any _StatelessComposition.Type else { return false }
    return composition._isComposedOfStatelessReducers(declaredIn: moduleName(of: R.self))
  }
}
