import Dependencies
import Foundation
import Observation
import Sharing
import Synchronization
import Testing

@Suite struct AppStorageKeyTests {
  enum Theme: String, Sendable { case light, dark }
  enum Level: Int, Sendable {
    case low = 1
    case high = 2
  }
  struct Profile: Codable, Equatable, Sendable { var name: String }

  @Dependency(\.defaultAppStorage) var store

  @Test func aMissingValueIsTheDefaultWhichTheFirstLoadWrites() {
    @Shared(.appStorage("count")) var count = 3
    #expect(count == 3)
    #expect(store.integer(forKey: "count") == 3)
    @Shared(.appStorage("name")) var name = "Blob"
    #expect(store.string(forKey: "name") == "Blob")
    @Shared(.appStorage("profile")) var profile = Profile(name: "Blob")
    #expect(store.data(forKey: "profile") != nil)
  }

  @Test func aStoredValueIsNotOverwrittenByTheDefault() {
    store.set(8, forKey: "count")
    @Shared(.appStorage("count")) var count = 3
    #expect(count == 8)
    #expect(store.integer(forKey: "count") == 8)
  }

  @Test func anOptionalsDefaultIsWrittenAndANilDefaultWritesNothing() {
    @Shared(.appStorage("limit")) var limit: Int? = 5
    #expect(store.integer(forKey: "limit") == 5)
    @Shared(.appStorage("missing")) var missing: Int? = nil
    #expect(missing == nil)
    #expect(store.object(forKey: "missing") == nil)
  }

  @Test func eachTestHasItsOwnDefaultsOne() {
    // The other test of the pair writes this value: whichever runs second must not see it.
    @Shared(.appStorage("isolated")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 1 }
  }

  @Test func eachTestHasItsOwnDefaultsTwo() {
    @Shared(.appStorage("isolated")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 2 }
  }

  @Test func roundTripsEveryPlainType() {
    let date = Date(timeIntervalSince1970: 1_000)
    let url = URL(string: "https://www.pointfree.co/episodes")!
    do {
      @Shared(.appStorage("bool")) var bool = false
      @Shared(.appStorage("int")) var int = 0
      @Shared(.appStorage("double")) var double = 0.0
      @Shared(.appStorage("string")) var string = ""
      @Shared(.appStorage("strings")) var strings: [String] = []
      @Shared(.appStorage("url")) var stored = URL(string: "https://example.com")!
      @Shared(.appStorage("data")) var data = Data()
      @Shared(.appStorage("date")) var storedDate = Date(timeIntervalSince1970: 0)
      $bool.withLock { $0 = true }
      $int.withLock { $0 = 42 }
      $double.withLock { $0 = 2.5 }
      $string.withLock { $0 = "Blob" }
      $strings.withLock { $0 = ["a", "b"] }
      $stored.withLock { $0 = url }
      $data.withLock { $0 = Data([1, 2, 3]) }
      $storedDate.withLock { $0 = date }
    }
    // New references (the old ones are gone) read what the store holds.
    @Shared(.appStorage("bool")) var bool = false
    @Shared(.appStorage("int")) var int = 0
    @Shared(.appStorage("double")) var double = 0.0
    @Shared(.appStorage("string")) var string = ""
    @Shared(.appStorage("strings")) var strings: [String] = []
    @Shared(.appStorage("url")) var stored = URL(string: "https://example.com")!
    @Shared(.appStorage("data")) var data = Data()
    @Shared(.appStorage("date")) var storedDate = Date(timeIntervalSince1970: 0)
    #expect(bool == true)
    #expect(int == 42)
    #expect(double == 2.5)
    #expect(string == "Blob")
    #expect(strings == ["a", "b"])
    #expect(stored == url)
    #expect(data == Data([1, 2, 3]))
    #expect(storedDate == date)
    #expect(store.integer(forKey: "int") == 42)
    #expect(store.string(forKey: "string") == "Blob")
  }

  @Test func readsWhatTheStoreAlreadyHolds() {
    store.set(7, forKey: "int")
    store.set(3, forKey: "double")
    store.set("dark", forKey: "theme")
    @Shared(.appStorage("int")) var int = 0
    @Shared(.appStorage("double")) var double = 0.0
    @Shared(.appStorage("theme")) var theme = Theme.light
    #expect(int == 7)
    #expect(double == 3)
    #expect(theme == .dark)
  }

  @Test func rawRepresentableValuesAreStoredAsTheirRawValues() {
    @Shared(.appStorage("theme")) var theme = Theme.light
    @Shared(.appStorage("level")) var level = Level.low
    $theme.withLock { $0 = .dark }
    $level.withLock { $0 = .high }
    #expect(store.string(forKey: "theme") == "dark")
    #expect(store.integer(forKey: "level") == 2)
  }

  @Test func optionalsStoreTheirValueAndRemoveItForNil() {
    @Shared(.appStorage("name")) var name: String?
    @Shared(.appStorage("flag")) var flag: Bool?
    @Shared(.appStorage("level")) var level: Level?
    @Shared(.appStorage("theme")) var theme: Theme?
    @Shared(.appStorage("size")) var size: Double?
    #expect(name == nil)
    $name.withLock { $0 = "Blob" }
    $flag.withLock { $0 = false }
    $level.withLock { $0 = .high }
    $theme.withLock { $0 = .dark }
    $size.withLock { $0 = 1.5 }
    #expect(store.string(forKey: "name") == "Blob")
    #expect(store.object(forKey: "flag") as? Bool == false)
    #expect(store.integer(forKey: "level") == 2)
    #expect(store.string(forKey: "theme") == "dark")
    #expect(store.double(forKey: "size") == 1.5)
    $name.withLock { $0 = nil }
    #expect(store.object(forKey: "name") == nil)
  }

  @Test func optionalsOfEveryPlainType() {
    @Shared(.appStorage("int")) var int: Int?
    @Shared(.appStorage("strings")) var strings: [String]?
    @Shared(.appStorage("url")) var url: URL?
    @Shared(.appStorage("data")) var data: Data?
    @Shared(.appStorage("date")) var date: Date?
    $int.withLock { $0 = 1 }
    $strings.withLock { $0 = ["a"] }
    $url.withLock { $0 = URL(string: "https://example.com/a") }
    $data.withLock { $0 = Data([9]) }
    $date.withLock { $0 = Date(timeIntervalSince1970: 5) }
    $url.withLock { $0 = nil }
    #expect(store.integer(forKey: "int") == 1)
    #expect(store.stringArray(forKey: "strings") == ["a"])
    #expect(store.object(forKey: "url") == nil)
    #expect(store.data(forKey: "data") == Data([9]))
    #expect(store.object(forKey: "date") as? Date == Date(timeIntervalSince1970: 5))
  }

  @Test func codableValuesAreStoredAsJSON() throws {
    do {
      @Shared(.appStorage("profile")) var profile = Profile(name: "")
      $profile.withLock { $0.name = "Blob" }
      let data = try #require(store.data(forKey: "profile"))
      #expect(try JSONDecoder().decode(Profile.self, from: data) == Profile(name: "Blob"))
    }
    @Shared(.appStorage("profile")) var profile: Profile?
    #expect(profile == Profile(name: "Blob"))
  }

  @Test func sameNameSharesOneValue() {
    @Shared(.appStorage("count")) var one = 0
    @Shared(.appStorage("count")) var two = 0
    $one.withLock { $0 = 9 }
    #expect(two == 9)
  }

  @Test func anExplicitStoreIsAnotherValue() {
    let other = UserDefaults.inMemory
    @Shared(.appStorage("count")) var count = 0
    @Shared(.appStorage("count", store: other)) var elsewhere = 0
    $elsewhere.withLock { $0 = 5 }
    #expect(count == 0)
    #expect(other.integer(forKey: "count") == 5)
    #expect(store.integer(forKey: "count") == 0)
  }

  @Test func loadsAChangeTheStoreAnnounces() {
    @Shared(.appStorage("count")) var count = 0
    store.set(12, forKey: "count")
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: store)
    #expect(count == 12)
  }

  /// Linux's Foundation posts no change notification: the instance Sharing hands out announces
  /// its own writes, so a write through it reaches the shared value with nothing posted by hand.
  @Test func aWriteThroughTheHandedOutStoreReachesEverySharedValueOfTheKey() {
    @Shared(.appStorage("count")) var count = 0
    @SharedReader(.appStorage("count")) var reader = 0
    store.set(12, forKey: "count")
    #expect(count == 12)
    #expect(reader == 12)
    store.removeObject(forKey: "count")
    store.set(URL(fileURLWithPath: "/tmp"), forKey: "url")
    @Shared(.appStorage("url")) var url = URL(fileURLWithPath: "/dev")
    #expect(url.path == "/tmp")
    store.set(URL(fileURLWithPath: "/var"), forKey: "url")
    #expect(url.path == "/var")
  }

  @Test func aFileURLIsStoredSoTheStoresOwnURLReadingAgrees() {
    @Shared(.appStorage("file")) var file = URL(fileURLWithPath: "/tmp/notes.txt")
    #expect(store.url(forKey: "file") == URL(fileURLWithPath: "/tmp/notes.txt"))
    let web = URL(string: "https://www.pointfree.co/episodes?page=2")!
    $file.withLock { $0 = web }
    @Shared(.appStorage("file")) var again = URL(fileURLWithPath: "/")
    #expect(again == web)
  }

  @Test func aChangeToAnotherValueOfTheStoreWakesNobody() {
    @Shared(.appStorage("count")) var count = 0
    let woken = Mutex(false)
    withObservationTracking {
      _ = count
    } onChange: {
      woken.withLock { $0 = true }
    }
    store.set("x", forKey: "other")
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: store)
    #expect(!woken.withLock { $0 })
  }

  @Test func ownSavesAreNotLoadedBack() {
    @Shared(.appStorage("count")) var count = 0
    $count.withLock { $0 = 1 }
    #expect(count == 1)
    #expect(store.integer(forKey: "count") == 1)
  }

  @Test func testsUseAFreshSuiteNotTheStandardDefaults() {
    #expect(store !== UserDefaults.standard)
    @Dependency(\.defaultAppStorage) var again
    #expect(again === store)
  }

  @Test func concurrentWritesLoseNoneAndTheStoreHoldsTheLast() async {
    @Shared(.appStorage("count")) var count = 0
    let shared = $count
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask {
          for _ in 0..<30 { shared.withLock { $0 += 1 } }
        }
      }
    }
    #expect(count == 3_000)
    #expect(store.integer(forKey: "count") == 3_000)
  }

  @Test func applicationsUseTheStandardDefaultsAndPreviewsAFreshSuite() {
    let testStore = store
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.defaultAppStorage) var live
      #if canImport(Darwin)
        #expect(live === UserDefaults.standard)
      #else
        // The application's domain, through one instance that announces its writes.
        live.set(7, forKey: "co.pointfree.Arbor.AppStorageKeyTests")
        defer { live.removeObject(forKey: "co.pointfree.Arbor.AppStorageKeyTests") }
        #expect(UserDefaults.standard.integer(forKey: "co.pointfree.Arbor.AppStorageKeyTests") == 7)
        @Dependency(\.defaultAppStorage) var again
        #expect(again === live)
      #endif
    }
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.defaultAppStorage) var preview
      #expect(preview !== UserDefaults.standard)
      #expect(preview !== testStore)
    }
  }

  @Test func aSecondObjectForOneSuiteIsReported() {
    let suiteName = "co.pointfree.Arbor.suite-\(UUID().uuidString)"
    let first = UserDefaults(suiteName: suiteName)!
    @Shared(.appStorage("count", store: first)) var count = 0
    // The same object again is fine.
    @Shared(.appStorage("other", store: first)) var other = 0
    withKnownIssue {
      @Shared(.appStorage("count", store: UserDefaults(suiteName: suiteName)!)) var again = 0
    } matching: { issue in
      issue.description.contains(
        #"'@Shared(.appStorage("count"))' was given another UserDefaults object for the suite "#
          + "\(suiteName.debugDescription)"
      )
    }
  }

  /// Keys with `.` or `@` defeat key-value observation on Apple platforms, which upstream warns
  /// about; Linux has none to defeat, and observes every key alike.
  @Test func aKeyWithADotOrAnAtIsObservedLikeAnyOther() {
    @Shared(.appStorage("co.pointfree.isEnabled")) var isEnabled = false
    @Shared(.appStorage("@count")) var count = 0
    store.set(true, forKey: "co.pointfree.isEnabled")
    store.set(3, forKey: "@count")
    #expect(isEnabled)
    #expect(count == 3)
  }

  @Test func description() {
    let key: AppStorageKey<Int> = .appStorage("count")
    #expect(key.description == #".appStorage("count")"#)
  }
}
