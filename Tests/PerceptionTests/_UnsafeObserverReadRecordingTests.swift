import Foundation
import Perception
import Synchronization
import Testing

/// Tracking nested in an observer that records reads itself suspends its recorder, and gives it
/// back; a recorder is current only on the thread that made it so.
@Suite struct UnsafeObserverReadRecordingTests {
  final class Recorder {}

  @Test func perceptionTrackingRunsWithNoRecorderAndRestoresIt() {
    let recorder = Recorder()
    #expect(_UnsafeObserverReadRecording.current(Recorder.self) == nil)
    _UnsafeObserverReadRecording.setCurrent(recorder)
    var seenInside: Recorder? = recorder
    withPerceptionTracking {
      seenInside = _UnsafeObserverReadRecording.current(Recorder.self)
    } onChange: {
    }
    #expect(seenInside == nil)
    #expect(_UnsafeObserverReadRecording.current(Recorder.self) === recorder)
    _UnsafeObserverReadRecording.setCurrent(nil)
    #expect(!_UnsafeObserverReadRecording.isRecording)
  }

  @Test func aRecorderIsCurrentOnlyOnItsThread() {
    let recorder = Recorder()
    _UnsafeObserverReadRecording.setCurrent(recorder)
    defer { _UnsafeObserverReadRecording.setCurrent(nil) }
    let seenElsewhere = Mutex(true)
    let done = DispatchSemaphore(value: 0)
    Thread {
      seenElsewhere.withLock { $0 = _UnsafeObserverReadRecording.isRecording }
      done.signal()
    }.start()
    done.wait()
    #expect(!seenElsewhere.withLock { $0 })
  }
}
