/// What the effects of one store share: the registry their tasks enter and leave, and the
/// `Send` they deliver actions through.
///
/// One object, so that each effect's task captures one reference for both, not three words:
/// an effect's task is small enough that the thread that ends it frees it cheaply (see
/// `EffectInterpreter.spawn(_:keys:)`).
@usableFromInline
final class EffectChannel<Action>: Sendable {
  @usableFromInline let registry: CancellationRegistry
  @usableFromInline let send: Send<Action>

  @inlinable
  init(registry: CancellationRegistry, send: Send<Action>) {
    self.registry = registry
    self.send = send
  }
}
