import Foundation
import Testing

@testable import Sharing

@Suite struct AppStorageSuitesTests {
  @Test func readsTheSuiteAStoreWasMadeFor() {
    let suiteName = "co.pointfree.Arbor.suite-\(UUID().uuidString)"
    #expect(AppStorageSuites.suiteName(of: UserDefaults(suiteName: suiteName)!) == suiteName)
    #expect(AppStorageSuites.suiteName(of: .inMemory)?.hasPrefix("co.pointfree.Sharing.") == true)
    #expect(AppStorageSuites.suiteName(of: .standard) == nil)
  }

  @Test func anObjectNoLongerInUseFreesItsSuite() {
    let suiteName = "co.pointfree.Arbor.suite-\(UUID().uuidString)"
    do {
      let first = UserDefaults(suiteName: suiteName)!
      AppStorageSuites.check(first, key: "count")
    }
    // The first object is gone: a new one for the suite is not reported.
    AppStorageSuites.check(UserDefaults(suiteName: suiteName)!, key: "count")
  }
}
