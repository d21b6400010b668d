/// A root core referenced without being retained: what a store tree's send function holds.
///
/// Every holder of the send function also holds the root core strongly: the root core keeps its
/// own send, each store keeps its core, and a scoped core keeps its parent's core, up to the
/// root. So the core outlives every call made through this reference, including calls through
/// a scoped store that outlived its root store. Holding the core unowned instead would cost a
/// retain on each read, through the slow path of an object that is weakly referenced (as the
/// core is, by its effects' runtime).
@MainActor
@usableFromInline
struct _UnsafeRootCoreReference<R: Reducer> {
  @usableFromInline let core: Unmanaged<RootCore<R>>

  @usableFromInline
  init(_ core: RootCore<R>) {
    self.core = .passUnretained(core)
  }

  /// Runs the root core's loop on `action`.
  @inlinable
  func sendNow(_ action: R.Action) -> Task<Void, Never>? {
    core._withUnsafeGuaranteedRef { $0.sendNow(action) }
  }
}
