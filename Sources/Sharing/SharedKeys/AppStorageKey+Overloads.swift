import Dependencies
import Foundation

// `.appStorage(_:store:)`: one overload per type user defaults can hold, as in SwiftUI's
// `@AppStorage`, each picking how that type is read and written.
extension SharedReaderKey {
  /// A key for a boolean user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> {
    AppStorageKey(lookup: CastableLookup<Bool>(), key: key, store: store)
  }

  /// A key for an integer user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> {
    AppStorageKey(lookup: CastableLookup<Int>(), key: key, store: store)
  }

  /// A key for a double user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> {
    AppStorageKey(lookup: DoubleLookup(), key: key, store: store)
  }

  /// A key for a string user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> {
    AppStorageKey(lookup: CastableLookup<String>(), key: key, store: store)
  }

  /// A key for a string array user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]> {
    AppStorageKey(lookup: CastableLookup<[String]>(), key: key, store: store)
  }

  /// A key for a URL user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> {
    AppStorageKey(lookup: URLLookup(), key: key, store: store)
  }

  /// A key for a data user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> {
    AppStorageKey(lookup: CastableLookup<Data>(), key: key, store: store)
  }

  /// A key for a date user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> {
    AppStorageKey(lookup: CastableLookup<Date>(), key: key, store: store)
  }

  /// A key for a `Codable` value, stored as JSON in a user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  @_disfavoredOverload
  public static func appStorage<Value: Codable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(lookup: CodableLookup<Value>(), key: key, store: store)
  }

  /// A key for a `RawRepresentable` value, stored as its raw value in an integer user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage<Value: RawRepresentable<Int>>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(
      lookup: RawRepresentableLookup<Value, _>(base: CastableLookup<Int>()),
      key: key,
      store: store
    )
  }

  /// A key for a `RawRepresentable` value, stored as its raw value in a string user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage<Value: RawRepresentable<String>>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(
      lookup: RawRepresentableLookup<Value, _>(base: CastableLookup<String>()),
      key: key,
      store: store
    )
  }

  /// A key for an optional boolean user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    AppStorageKey(lookup: OptionalLookup(base: CastableLookup<Bool>()), key: key, store: store)
  }

  /// A key for an optional integer user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    AppStorageKey(lookup: OptionalLookup(base: CastableLookup<Int>()), key: key, store: store)
  }

  /// A key for an optional double user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> {
    AppStorageKey(lookup: OptionalLookup(base: DoubleLookup()), key: key, store: store)
  }

  /// A key for an optional string user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    AppStorageKey(lookup: OptionalLookup(base: CastableLookup<String>()), key: key, store: store)
  }

  /// A key for an optional string array user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]?> {
    AppStorageKey(lookup: OptionalLookup(base: CastableLookup<[String]>()), key: key, store: store)
  }

  /// A key for an optional URL user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> {
    AppStorageKey(lookup: OptionalLookup(base: URLLookup()), key: key, store: store)
  }

  /// A key for an optional data user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> {
    AppStorageKey(lookup: OptionalLookup(base: CastableLookup<Data>()), key: key, store: store)
  }

  /// A key for an optional date user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> {
    AppStorageKey(lookup: OptionalLookup(base: CastableLookup<Date>()), key: key, store: store)
  }

  /// A key for an optional `Codable` value, stored as JSON in a user default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  @_disfavoredOverload
  public static func appStorage<Value: Codable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(lookup: OptionalLookup(base: CodableLookup<Value>()), key: key, store: store)
  }

  /// A key for an optional `RawRepresentable` value, stored as its raw value in an integer user
  /// default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage<Value: RawRepresentable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value?> {
    AppStorageKey(
      lookup: OptionalLookup(base: RawRepresentableLookup<Value, _>(base: CastableLookup<Int>())),
      key: key,
      store: store
    )
  }

  /// A key for an optional `RawRepresentable` value, stored as its raw value in a string user
  /// default.
  ///
  /// - Parameters:
  ///   - key: The user default's name.
  ///   - store: The user defaults to use; `nil` for the
  ///     ``Dependencies/DependencyValues/defaultAppStorage`` dependency.
  /// - Returns: A user defaults key.
  public static func appStorage<Value: RawRepresentable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value?> {
    AppStorageKey(
      lookup: OptionalLookup(
        base: RawRepresentableLookup<Value, _>(base: CastableLookup<String>())
      ),
      key: key,
      store: store
    )
  }
}
