import Foundation
import Synchronization
import Testing

@testable import Sharing

#if !canImport(Darwin)
  @Suite struct ChangeAnnouncingUserDefaultsTests {
    @Test func eachWriteAndRemovalIsAnnouncedWithTheStoreAsObject() {
      let store = UserDefaults.inMemory
      let announced = Mutex(0)
      let token = NotificationCenter.default.addObserver(
        forName: UserDefaults.didChangeNotification, object: store, queue: nil
      ) { _ in announced.withLock { $0 += 1 } }
      defer { NotificationCenter.default.removeObserver(token) }
      store.set(1, forKey: "count")
      store.set(true, forKey: "flag")
      store.set(URL(fileURLWithPath: "/tmp"), forKey: "url")
      store.removeObject(forKey: "count")
      #expect(announced.withLock { $0 } == 4)
    }

    /// A known difference (migration table): another instance of the same suite, made with
    /// `UserDefaults(suiteName:)`, announces nothing on Linux, so its writes are not seen until
    /// the value is loaded again.
    @Test func aWriteThroughAnotherInstanceOfTheSuiteIsNotSeen() async throws {
      let store = UserDefaults.inMemory
      let suiteName = try #require(AppStorageSuites.suiteName(of: store))
      @Shared(.appStorage("count", store: store)) var count = 0
      let other = UserDefaults(suiteName: suiteName)!
      other.set(5, forKey: "count")
      #expect(count == 0)
      try await $count.load()
      #expect(count == 5)
    }
  }
#endif
