/// Consumes a value so that the optimizer cannot prove a benchmark's result unused and delete
/// the work that produced it.
///
/// It is opaque on purpose: never inlined, never optimized, in a module of its own.
@inline(never)
@_optimize(none)
public func blackHole<T>(_ value: T) {}
