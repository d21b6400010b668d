import ObserverRegistry
import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct ElementReplacementWatchesTests {
  @ObservableState
  struct Row: Equatable, Identifiable {
    let id: Int
  }

  /// Registers a watch over `rows` that nothing else holds, and returns a weak reference to it.
  func registerDetachedWatch(
    _ rows: IdentifiedArrayOf<Row>
  ) -> () -> ElementReplacementWatch<Int, Row>? {
    let watch = ElementReplacementWatch { rows }
    _ = watch?.watch(1, element: rows[0])
    weak let weakWatch = watch
    return { weakWatch }
  }

  @Test func theRegistryDoesNotKeepAWatchAlive() {
    let watch = registerDetachedWatch([Row(id: 1)])
    #expect(watch() == nil, "a watch lives as long as its element store cache, no longer")
  }

  @Test func deadWatchesAreDroppedAtTheNextCheck() {
    _ = registerDetachedWatch([Row(id: 1)])
    let before = ElementReplacementWatches.count
    ElementReplacementWatches.checkAll()
    #expect(ElementReplacementWatches.count < before)
  }
}
