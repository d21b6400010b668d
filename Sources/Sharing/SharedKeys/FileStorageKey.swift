import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key for a `Codable` value kept in a JSON file.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "settings.json")))
  /// var settings = Settings()
  /// ```
  ///
  /// A missing (or empty) file means the default value. A file that does not decode is moved
  /// aside (to `<name>.corrupt-<time>`), never overwritten, and ``Shared/loadError`` says so.
  /// Files live where the ``Dependencies/DependencyValues/defaultFileStorage`` dependency says:
  /// on disk in an application, in memory (fresh for each test) in tests and previews.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - decoder: Decodes the file; a plain `JSONDecoder` by default.
  ///   - encoder: Encodes the value; by default a `JSONEncoder` with sorted keys, pretty-printed
  ///     in debug builds.
  /// - Returns: A file storage key.
  public static func fileStorage<Value: Codable>(
    _ url: URL,
    decoder: JSONDecoder? = nil,
    encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = decoder ?? JSONDecoder()
    let encoder = encoder ?? defaultEncoder()
    return fileStorage(
      url,
      decode: { try decoder.decode(Value.self, from: $0) },
      encode: { try encoder.encode($0) }
    )
  }

  /// A key for a value kept in a file, in a format of your choosing.
  ///
  /// ```swift
  /// let notesKey: FileStorageKey<String> = .fileStorage(
  ///   url, decode: { String(decoding: $0, as: UTF8.self) }, encode: { Data($0.utf8) }
  /// )
  /// @Shared(notesKey) var notes = ""
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - decode: Makes a value of the file's contents.
  ///   - encode: Makes the file's contents of a value.
  /// - Returns: A file storage key.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// A key for a value kept in a file: see ``SharedReaderKey/fileStorage(_:decoder:encoder:)``.
public final class FileStorageKey<Value: Sendable>: SharedKey {
  private let storage: FileStorage
  private let url: URL
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data

  fileprivate init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.storage = storage
    self.url = url.standardizedFileURL
    self.decode = decode
    self.encode = encode
  }

  deinit {
    // The throttle window is this key's: the next key of the file starts with none.
    storage.coordinator.release(url)
  }

  /// The file and the storage: the same file in another storage is another value.
  public var id: FileStorageKeyID {
    FileStorageKeyID(url: url, storage: storage)
  }

  /// Reads and decodes the file; a missing or empty file means the initial value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    do {
      continuation.resume(with: .success(try value(of: storage.coordinator.read(url))))
    } catch {
      continuation.resume(throwing: error)
    }
  }

  /// Loads the file again whenever another process changes it; a removed file means the
  /// initial value.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    do {
      return try storage.coordinator.watch(url) { [weak self] data in
        guard let self else { return }
        subscriber.yield(with: Result { try self.value(of: data) })
      }
    } catch {
      subscriber.yield(throwing: error)
      return SharedSubscription {}
    }
  }

  /// Encodes and writes the value: throttled after a write (`.didSet`), at once for `save()`.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let data: Data
    do {
      data = try encode(value)
    } catch {
      continuation.resume(
        throwing: FileStorageError(url: url, reason: .unencodable(underlying: error))
      )
      return
    }
    storage.coordinator.save(
      data, to: url, immediately: context == .userInitiated, continuation: continuation
    )
  }

  /// The value in `data`, `nil` for no data; undecodable data is set aside, and thrown about.
  private func value(of data: Data) throws -> Value? {
    guard !data.isEmpty else { return nil }
    do {
      return try decode(data)
    } catch {
      throw storage.coordinator.setAside(url, data: data, because: error)
    }
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// The key as it is written: `.fileStorage(file:///tmp/settings.json)`.
  public var description: String {
    ".fileStorage(\(String(reflecting: url)))"
  }
}

/// The id of a ``FileStorageKey``: its file and its storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: FileStorage
}

/// Sorted keys, so that a file changes only where the value did, and pretty-printed in debug
/// builds, for reading.
private func defaultEncoder() -> JSONEncoder {
  let encoder = JSONEncoder()
  #if DEBUG
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  #else
    encoder.outputFormatting = [.sortedKeys]
  #endif
  return encoder
}
