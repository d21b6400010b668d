/// Calls an `@isolated(any)` closure synchronously: what every observation does, because
/// Observation tracks only the reads of a synchronous call.
///
/// Swift 6.3 lets a caller drop a closure's `@isolated(any)` only with a warning ("will be an
/// error in a future language mode"); Point-Free's `observe` takes that warning. Arbor builds with
/// warnings as errors, so the one reinterpretation is made here, as a bit cast. It is sound
/// because an `@isolated(any)` function has a plain function's layout and calling convention: its
/// isolation travels in its context, which the call passes along untouched (the tests check a
/// call through the result runs the closure, with its captures, and that the original still
/// reports its isolation).
///
/// Invariant, which every caller must keep and say how: the result is called only where the
/// closure's isolation holds: on the main thread for a main-actor closure, in a task on its actor
/// for an actor's, or on the thread that formed it (`@_inheritActorContext`) for its first run.
enum _UnsafeIsolatedCall {
  /// `body` without its isolation, to call synchronously where that isolation holds.
  static func synchronous(
    _ body: @escaping @isolated(any) @Sendable () -> Void
  ) -> @Sendable () -> Void {
    unsafeBitCast(body, to: (@Sendable () -> Void).self)
  }

  /// `body` without its isolation, to call synchronously where that isolation holds.
  static func synchronous<Argument>(
    _ body: @escaping @isolated(any) @Sendable (Argument) -> Void
  ) -> @Sendable (Argument) -> Void {
    unsafeBitCast(body, to: (@Sendable (Argument) -> Void).self)
  }
}
