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
///
/// The recorder is held unretained in a thread-local, the only manual memory management of
/// observation. Invariant: whoever makes a recorder current keeps it alive, and makes the previous
/// one current again, before returning (the observer's run does both around its closure), so the
/// thread-local never names a freed recorder. The tests check the handover.
package enum _UnsafeObserverReadRecording {
  /// The recorder of the closure running on this thread, if an observer runs one.
  @inline(__always)
  package static func current<Recorder: AnyObject>(_: Recorder.Type) -> Recorder? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<Recorder>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Makes `recorder` current on this thread, unretained: the caller keeps it alive until it makes
  /// another current.
  @inline(__always)
  package static func setCurrent(_ recorder: AnyObject?) {
    pthread_setspecific(key, recorder.map { Unmanaged.passUnretained($0).toOpaque() })
  }

  /// Whether a recorder is current on this thread.
  package static var isRecording: Bool { pthread_getspecific(key) != nil }

  /// Runs `body` with no recorder current.
  package static func suspended<T>(_ body: () -> T) -> T {
    guard let recorder = pthread_getspecific(key) else { return body() }
    pthread_setspecific(key, nil)
    defer { pthread_setspecific(key, recorder) }
    return body()
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "Perception could not create its observer thread-local key")
    return key
  }()
}
