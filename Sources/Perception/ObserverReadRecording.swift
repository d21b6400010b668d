#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where an observer that records reads itself, not through Observation (ComposableArchitecture's
/// `observe`), keeps the recorder of the closure running on this thread.
///
/// Tracking nested in such a closure (``withPerceptionTracking(_:onChange:)``) suspends it: the
/// reads it makes go to Observation, so the nested tracking sees them, and Observation hands them
/// on to the observer's own tracking when the nested one ends.
package enum ObserverReadRecording {
  /// The recorder of the closure running on this thread, unretained, if an observer runs one.
  package static var current: UnsafeMutableRawPointer? {
    get { pthread_getspecific(key) }
    set { pthread_setspecific(key, newValue) }
  }

  /// Runs `body` with no recorder current.
  package static func suspended<T>(_ body: () -> T) -> T {
    guard let recorder = current else { return body() }
    current = nil
    defer { current = recorder }
    return body()
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()
}
