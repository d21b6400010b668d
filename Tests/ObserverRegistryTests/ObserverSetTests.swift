import Testing

@testable import ObserverRegistry

/// An observer set wakes the observers listening with the registrations made there, once, and
/// holds none of them alive.
@MainActor
@Suite struct ObserverSetTests {
  final class Captured {}

  @Test func aRegistrationWakesItsObserverOnlyWhileItListensWithIt() {
    var set = ObserverSet()
    var runs = 0
    let observer = Observer { runs += 1 }
    observer.run()
    let epoch = observer.listening.load(ordering: .relaxed) >> 1
    set.insert(observer, epoch: epoch)
    set.wake()
    set.wake()
    ObservationScheduler.shared.flush()
    #expect(runs == 2)
    // The run made the observer listen again, with the same registrations: it read nothing.
    set.insert(observer, epoch: epoch - 1)
    set.wake()
    ObservationScheduler.shared.flush()
    #expect(runs == 2)
    observer.cancel()
  }

  /// The set holds its observers strongly; a cancelled one has let go of its closure, so what
  /// the closure captured is freed even while a registration still names the observer.
  @Test func aCancelledObserverHeldByTheSetHoldsNothingOfItsClosure() {
    var set = ObserverSet()
    weak var weakCaptured: Captured?
    var runs = 0
    let observer: Observer
    do {
      let captured = Captured()
      weakCaptured = captured
      observer = Observer {
        _ = captured
        runs += 1
      }
    }
    observer.run()
    set.insert(observer, epoch: observer.listening.load(ordering: .relaxed) >> 1)
    #expect(weakCaptured != nil)
    observer.cancel()
    #expect(weakCaptured == nil)
    set.wake()
    ObservationScheduler.shared.flush()
    #expect(runs == 1)
  }
}
