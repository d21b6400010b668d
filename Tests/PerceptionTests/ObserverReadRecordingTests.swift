import Perception
import Testing

/// Tracking nested in an observer that records reads itself suspends its recorder, and gives it
/// back.
@Suite struct ObserverReadRecordingTests {
  @Test func perceptionTrackingRunsWithNoRecorderAndRestoresIt() {
    var recorder = 0
    let pointer = withUnsafeMutablePointer(to: &recorder) { UnsafeMutableRawPointer($0) }
    #expect(ObserverReadRecording.current == nil)
    ObserverReadRecording.current = pointer
    var seenInside: UnsafeMutableRawPointer? = pointer
    withPerceptionTracking {
      seenInside = ObserverReadRecording.current
    } onChange: {}
    #expect(seenInside == nil)
    #expect(ObserverReadRecording.current == pointer)
    ObserverReadRecording.current = nil
  }
}
