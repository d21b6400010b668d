import Sharing
import Synchronization
import Testing

@Suite struct SharedSubscriptionTests {
  @Test func cancelsOnceWhenCancelledOrReleased() {
    let cancels = Mutex(0)
    do {
      let subscription = SharedSubscription { cancels.withLock { $0 += 1 } }
      subscription.cancel()
      subscription.cancel()
    }
    #expect(cancels.withLock { $0 } == 1)
    do {
      _ = SharedSubscription { cancels.withLock { $0 += 1 } }
    }
    #expect(cancels.withLock { $0 } == 2)
  }
}
