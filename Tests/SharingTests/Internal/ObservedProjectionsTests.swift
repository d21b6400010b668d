import Testing

@testable import Sharing

@Suite struct ObservedProjectionsTests {
  struct Point {
    var x = 0
    var y = 0
    var label = NotEquatable()
  }

  struct NotEquatable {}

  final class Subject {}

  typealias Projections = ObservedProjections<Point, Subject>

  static func projection<Member>(_ keyPath: KeyPath<Point, Member>) -> Projections.Projection {
    Projections.Projection(value: { $0[keyPath: keyPath] }, access: { _ in }, notify: { _ in })
  }

  @Test func aProjectionIsMadeOncePerKeyPath() {
    var projections = Projections()
    var made = 0
    for _ in 0..<3 {
      _ = projections.projection(for: \Point.x) {
        made += 1
        return Self.projection(\.x)
      }
    }
    #expect(made == 1)
    #expect(projections.count == 1)
  }

  @Test func changedListsOnlyTheProjectionsWhoseValueChanged() {
    var projections = Projections()
    _ = projections.projection(for: \Point.x) { Self.projection(\.x) }
    _ = projections.projection(for: \Point.y) { Self.projection(\.y) }
    var point = Point()
    let snapshot = projections.snapshot(of: point)
    point.y = 1
    let changed = projections.changed(since: snapshot, in: point)
    #expect(changed.count == 1)
    #expect(changed.first?.value(point) as? Int == 1)
  }

  @Test func aValueThatCannotBeComparedCountsAsChanged() {
    var projections = Projections()
    _ = projections.projection(for: \Point.label) { Self.projection(\.label) }
    let point = Point()
    let snapshot = projections.snapshot(of: point)
    #expect(projections.changed(since: snapshot, in: point).count == 1)
  }

  @Test func aProjectionFirstReadAfterTheSnapshotCountsAsChanged() {
    var projections = Projections()
    _ = projections.projection(for: \Point.x) { Self.projection(\.x) }
    let point = Point()
    let snapshot = projections.snapshot(of: point)
    _ = projections.projection(for: \Point.y) { Self.projection(\.y) }
    let changed = projections.changed(since: snapshot, in: point)
    #expect(changed.count == 1)
    #expect(projections.all.count == 2)
  }
}
