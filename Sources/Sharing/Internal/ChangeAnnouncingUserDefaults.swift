import Foundation

#if !canImport(Darwin)
  /// The user defaults Sharing hands out on Linux (`defaultAppStorage`, `UserDefaults.inMemory`):
  /// Foundation there posts no change notification, so this one posts
  /// `UserDefaults.didChangeNotification` itself after each write made through it, and every
  /// `@Shared(.appStorage)` of the written key sees the write.
  ///
  /// Writes through another `UserDefaults` instance, or another process, are not announced.
  final class ChangeAnnouncingUserDefaults: UserDefaults {
    // NB: Foundation on Linux routes its typed setters (`Int`, `Bool`, `URL`, …) through this one.
    override func set(_ value: Any?, forKey defaultName: String) {
      super.set(value, forKey: defaultName)
      announceChange()
    }

    override func removeObject(forKey defaultName: String) {
      super.removeObject(forKey: defaultName)
      announceChange()
    }

    private func announceChange() {
      NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
    }
  }
#endif
