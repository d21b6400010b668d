import Dependencies
import Foundation
import Locking
import Synchronization

/// A key for a value kept in user defaults: see `SharedReaderKey.appStorage(_:store:)`.
///
/// ```swift
/// @Shared(.appStorage("hapticsEnabled")) var hapticsEnabled = true
/// ```
///
/// With no stored value, the default value is used (and not written). Writes made to the same
/// store with `UserDefaults.set(_:forKey:)` are loaded when the store posts
/// `UserDefaults.didChangeNotification`, as it does on Apple platforms; Foundation on Linux
/// posts none, so there only the shared value's own writes are seen, and other processes' never.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  private let lookup: any AppStorageLookup<Value>
  private let key: String
  private let store: SendableUserDefaults

  init(lookup: some AppStorageLookup<Value>, key: String, store: UserDefaults?) {
    @Dependency(\.defaultAppStorage) var defaultAppStorage
    self.lookup = lookup
    self.key = key
    self.store = SendableUserDefaults(base: store ?? defaultAppStorage)
    AppStorageSuites.check(self.store.base, key: key)
  }

  /// The name and the store: the same name in another store is another value.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: key, store: store.base)
  }

  /// Reads the stored value; none means the initial value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    let value = lookup.load(from: store.base, at: key)
    if value == nil, let initialValue = context.initialValue {
      // As upstream: the default is written on first load, so the store holds what is shown.
      AppStorageSaving.$isSaving.withValue(true) {
        lookup.save(initialValue, to: store.base, at: key)
      }
    }
    continuation.resume(with: .success(value))
  }

  /// Loads the stored value again when the store says it changed.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let lookup = lookup
    let key = key
    let store = store
    // The store announces a change to any of its values: only a change to this one is passed on.
    let last = Lock(lookup.load(from: store.base, at: key))
    let token = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: store.base, queue: nil
    ) { _ in
      // This key's own saves are not changes from outside.
      guard !AppStorageSaving.isSaving else { return }
      let value = lookup.load(from: store.base, at: key)
      let isChanged = last.withLock { last in
        defer { last = value }
        return isEqual(last as Any, value as Any) != true
      }
      if isChanged { subscriber.yield(with: .success(value)) }
    }
    let observer = Observer(token: token)
    return SharedSubscription { NotificationCenter.default.removeObserver(observer.token) }
  }

  /// Writes the value to the store.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    AppStorageSaving.$isSaving.withValue(true) {
      lookup.save(value, to: store.base, at: key)
    }
    continuation.resume()
  }

  // NB: an observation token is only handed back to `NotificationCenter`, which is thread-safe.
  private struct Observer: @unchecked Sendable {  // NB: above
    let token: any NSObjectProtocol
  }
}

extension AppStorageKey: CustomStringConvertible {
  /// The key as it is written: `.appStorage("hapticsEnabled")`.
  public var description: String {
    ".appStorage(\(String(reflecting: key)))"
  }
}

/// The id of an ``AppStorageKey``: its name and its store.
public struct AppStorageKeyID: Hashable {
  let key: String
  let store: UserDefaults
}

// NB: `UserDefaults` is thread-safe (Apple documents it so; Foundation on Linux locks inside),
//     though Foundation on Linux does not say so in its type.
struct SendableUserDefaults: @unchecked Sendable {  // NB: above
  let base: UserDefaults
}

/// Whether this task is saving to user defaults, so that the change notification the save posts
/// is not taken for an outside change.
private enum AppStorageSaving {
  @TaskLocal static var isSaving = false
}

extension UserDefaults {
  /// A new, empty suite of user defaults, named uniquely: what tests and previews use, so that
  /// none sees the values of another.
  ///
  /// ```swift
  /// prepareDependencies { $0.defaultAppStorage = .inMemory }
  /// ```
  public static var inMemory: UserDefaults {
    // Only the application's own domain is refused as a suite name.
    let suiteName = "co.pointfree.Sharing.\(UUID().uuidString)"
    #if canImport(Darwin)
      return UserDefaults(suiteName: suiteName)!
    #else
      return ChangeAnnouncingUserDefaults(suiteName: suiteName)!
    #endif
  }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: SendableUserDefaults { standard }

  /// The application's own domain; on Linux through one instance that announces its writes.
  private static let standard: SendableUserDefaults = {
    #if canImport(Darwin)
      SendableUserDefaults(base: .standard)
    #else
      SendableUserDefaults(base: ChangeAnnouncingUserDefaults(suiteName: nil)!)
    #endif
  }()
  static var previewValue: SendableUserDefaults { .init(base: .inMemory) }
  static var testValue: SendableUserDefaults { .init(base: .inMemory) }
}

private enum AppStorageKeyFormatWarningEnabledKey: DependencyKey {
  static let liveValue = true
  static let testValue = true
}

extension DependencyValues {
  /// The user defaults that `SharedReaderKey.appStorage(_:store:)` keys use when given
  /// no store: the application's domain (`UserDefaults.standard`) in applications, a fresh
  /// ``Foundation/UserDefaults/inMemory`` suite in each test and preview.
  ///
  /// On Linux, where Foundation posts no change notification, the instances handed out here
  /// announce their own writes: a write through this instance reaches every
  /// `@Shared(.appStorage)` of its key. Writes through another instance (`.standard` itself,
  /// one made with `UserDefaults(suiteName:)`) or another process are not seen there.
  ///
  /// ```swift
  /// prepareDependencies {
  ///   $0.defaultAppStorage = UserDefaults(suiteName: "group.com.example")!
  /// }
  /// ```
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].base }
    set { self[DefaultAppStorageKey.self] = .init(base: newValue) }
  }

  /// Whether app storage keys warn about names that key-value observation cannot watch (with
  /// `.` or `@`). Arbor watches user defaults through notifications only, so it never warns:
  /// this is here so that code setting it compiles.
  public var appStorageKeyFormatWarningEnabled: Bool {
    get { self[AppStorageKeyFormatWarningEnabledKey.self] }
    set { self[AppStorageKeyFormatWarningEnabledKey.self] = newValue }
  }
}
