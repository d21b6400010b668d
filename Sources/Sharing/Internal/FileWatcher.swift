import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Android)
  import Android
#else
  #error("Unsupported platform: Sharing's file storage needs POSIX files.")
#endif

/// Watches one file for changes made by anyone, this process included: the folder holding it is
/// watched, so that a file replaced by a rename (as atomic writers do), created, or removed is
/// seen as well as one written in place.
enum FileWatcher {
  /// Calls `onChange` on a background queue after each batch of events about `name` in
  /// `folder`, until the returned subscription is cancelled (which closes what it opened).
  static func watch(
    folder: String,
    name: String,
    onChange: @escaping @Sendable () -> Void
  ) throws -> SharedSubscription {
    #if os(Linux) || os(Android)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { throw WatchError(LiveFileSystem.lastError()) }
      // Only finished writes (close after writing, or a rename into place) and removals: a
      // writer that truncates and then writes is not read half-way.
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE)
      guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
        let message = LiveFileSystem.lastError()
        close(descriptor)
        throw WatchError(message)
      }
      let source = DispatchSource.makeReadSource(
        fileDescriptor: descriptor,
        queue: DispatchQueue(label: "co.pointfree.Sharing.FileWatcher")
      )
      source.setEventHandler {
        if readEvents(descriptor).contains(name) { onChange() }
      }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      return SharedSubscription { [source = Source(source)] in source.base.cancel() }
    #elseif canImport(Darwin)
      // Darwin has no inotify: a change to the folder's entries (a rename into place, a new or
      // removed file) or to the file itself wakes the caller, who compares contents.
      let descriptor = open(folder, O_EVTONLY)
      guard descriptor >= 0 else { throw WatchError(LiveFileSystem.lastError()) }
      let source = DispatchSource.makeFileSystemObjectSource(
        fileDescriptor: descriptor,
        eventMask: [.write, .rename, .delete],
        queue: DispatchQueue(label: "co.pointfree.Sharing.FileWatcher")
      )
      source.setEventHandler { onChange() }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      return SharedSubscription { [source = Source(source)] in source.base.cancel() }
    #else
      return SharedSubscription {}
    #endif
  }

  #if os(Linux) || os(Android)
    /// The names of the files that the pending events on `descriptor` are about.
    private static func readEvents(_ descriptor: Int32) -> Set<String> {
      var names: Set<String> = []
      let headerSize = MemoryLayout<inotify_event>.size
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return names }
        buffer.withUnsafeBytes { bytes in
          var offset = 0
          while offset + headerSize <= count {
            let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            let nameLength = Int(event.len)
            if nameLength > 0 {
              let nameBytes = bytes[(offset + headerSize)..<(offset + headerSize + nameLength)]
              // The name is padded with NULs to an alignment.
              names.insert(String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self))
            }
            offset += headerSize + nameLength
          }
        }
      }
    }
  #endif

  // NB: a dispatch source is made to be cancelled from any thread; only its type does not say so.
  private struct Source: @unchecked Sendable {  // NB: above
    let base: any DispatchSourceProtocol
    init(_ base: any DispatchSourceProtocol) { self.base = base }
  }

  private struct WatchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
