/// The child values of a shared root that someone has read through a projection
/// (`$settings.theme`), so that a write wakes the readers of a child only when that child changed.
///
/// A pure value: ``SharedStorage`` keeps one under its lock, takes a ``Snapshot`` before every
/// write, and asks afterwards which projections changed. Readers of the whole value are not here:
/// every write wakes them.
struct ObservedProjections<Root, Subject> {
  /// One projection: how to read its value from the root, and how to tell observers about it.
  struct Projection {
    /// The projection's value in a root, boxed.
    let value: (Root) -> Any
    /// Registers an access of this projection with the subject's observation registrar.
    let access: (Subject) -> Void
    /// Tells the subject's observers of this projection that it changed.
    let notify: (Subject) -> Void
  }

  /// The projections' values before a write, in registration order.
  struct Snapshot {
    fileprivate let values: [Any]
  }

  private var order: [Projection] = []
  private var indices: [AnyKeyPath: Int] = [:]

  /// How many distinct projections have been read.
  var count: Int { order.count }

  /// Every projection read so far, in registration order.
  var all: [Projection] { order }

  /// The projection for `keyPath`, made with `make` the first time it is asked for.
  ///
  /// - Complexity: O(1) on average, hashing `keyPath`.
  mutating func projection(
    for keyPath: AnyKeyPath,
    make: () -> Projection
  ) -> Projection {
    if let index = indices[keyPath] { return order[index] }
    let projection = make()
    indices[keyPath] = order.count
    order.append(projection)
    return projection
  }

  /// The current value of every projection in `root`.
  ///
  /// - Complexity: O(*p*) for *p* projections read so far.
  func snapshot(of root: Root) -> Snapshot {
    Snapshot(values: order.map { $0.value(root) })
  }

  /// The projections whose value in `root` differs from `snapshot`. A projection of a type that
  /// is not `Equatable` counts as changed, since nothing proves it did not, and so does one first
  /// read after the snapshot (from inside the write): its reader saw the value before the write.
  ///
  /// - Complexity: O(*p*) comparisons for *p* projections in `snapshot`.
  func changed(since snapshot: Snapshot, in root: Root) -> [Projection] {
    var changed: [Projection] = []
    for (projection, before) in zip(order, snapshot.values) {
      if isEqual(before, projection.value(root)) != true {
        changed.append(projection)
      }
    }
    changed.append(contentsOf: order.dropFirst(snapshot.values.count))
    return changed
  }
}
