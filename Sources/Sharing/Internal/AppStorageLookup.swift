import Foundation

/// How an ``AppStorageKey`` reads and writes its type of value in user defaults.
protocol AppStorageLookup<Value>: Sendable {
  associatedtype Value: Sendable
  /// The stored value, or `nil` when there is none (or it is not of this type).
  func load(from store: UserDefaults, at key: String) -> Value?
  func save(_ value: Value, to store: UserDefaults, at key: String)
}

/// A value user defaults store as it is (a property list value).
struct CastableLookup<Value: Sendable>: AppStorageLookup {
  func load(from store: UserDefaults, at key: String) -> Value? {
    store.object(forKey: key) as? Value
  }

  func save(_ value: Value, to store: UserDefaults, at key: String) {
    store.set(value, forKey: key)
  }
}

/// A `Double`, also read from a stored integer (as `UserDefaults.double(forKey:)` does).
struct DoubleLookup: AppStorageLookup {
  func load(from store: UserDefaults, at key: String) -> Double? {
    let object = store.object(forKey: key)
    return object as? Double ?? (object as? Int).map(Double.init)
  }

  func save(_ value: Double, to store: UserDefaults, at key: String) {
    store.set(value, forKey: key)
  }
}

/// A URL: on Apple platforms as `UserDefaults.set(_:forKey:)` stores it, so SwiftUI's
/// `@AppStorage` reads the same value. Foundation on Linux stores only a URL's path, which loses
/// every other URL: there a file URL is stored as its path (as `set(_:forKey:)` and
/// `url(forKey:)` agree on) and any other as its absolute string.
struct URLLookup: AppStorageLookup {
  func load(from store: UserDefaults, at key: String) -> URL? {
    #if canImport(Darwin)
      return store.url(forKey: key)
    #else
      guard let string = store.object(forKey: key) as? String else { return nil }
      if let url = URL(string: string), url.scheme != nil { return url }
      return URL(fileURLWithPath: string)
    #endif
  }

  func save(_ value: URL, to store: UserDefaults, at key: String) {
    #if canImport(Darwin)
      store.set(value, forKey: key)
    #else
      store.set(value.isFileURL ? value.path : value.absoluteString, forKey: key)
    #endif
  }
}

/// A `Codable` value, stored as JSON data.
struct CodableLookup<Value: Codable & Sendable>: AppStorageLookup {
  func load(from store: UserDefaults, at key: String) -> Value? {
    store.data(forKey: key).flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
  }

  func save(_ value: Value, to store: UserDefaults, at key: String) {
    guard let data = try? JSONEncoder().encode(value) else { return }
    store.set(data, forKey: key)
  }
}

/// A raw-representable value, stored as its raw value.
struct RawRepresentableLookup<Value: RawRepresentable & Sendable, Base: AppStorageLookup>:
  AppStorageLookup
where Value.RawValue == Base.Value {
  let base: Base

  func load(from store: UserDefaults, at key: String) -> Value? {
    base.load(from: store, at: key).flatMap(Value.init(rawValue:))
  }

  func save(_ value: Value, to store: UserDefaults, at key: String) {
    base.save(value.rawValue, to: store, at: key)
  }
}

/// An optional value: `nil` removes the stored value.
struct OptionalLookup<Base: AppStorageLookup>: AppStorageLookup {
  let base: Base

  func load(from store: UserDefaults, at key: String) -> Base.Value?? {
    base.load(from: store, at: key).map(Optional.some)
  }

  func save(_ value: Base.Value?, to store: UserDefaults, at key: String) {
    if let value {
      base.save(value, to: store, at: key)
    } else {
      store.removeObject(forKey: key)
    }
  }
}
