/// A variable whose accesses the runtime does not check for exclusivity: the observer's state,
/// read and written on every wake-up, where each checked access would cost a call and a
/// thread-local lookup.
///
/// Invariant, which every holder must keep and say how: no access to ``value`` overlaps another.
/// An access is either instantaneous (a read, an assignment) or a mutation that cannot reach this
/// cell again before it ends. The observer keeps it by confinement: its cells are touched only on
/// the thread running it, and no mutation of them calls out (the observer's closure runs between
/// accesses, never inside one).
///
/// A violation is not diagnosed, in any build: two overlapping modifications would each see the
/// other's half-done value.
package final class _UnsafeUncheckedCell<Value> {
  @exclusivity(unchecked) package var value: Value

  package init(_ value: Value) {
    self.value = value
  }
}
