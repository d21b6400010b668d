import DependenciesMacros
import Perception
import Synchronization
import Testing
import XCTestDynamicOverlay

@testable import TCAStyleFeatures

/// Counts `onChange` calls, which may come from any thread.
final class Changes: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func record() { count.withLock { $0 += 1 } }
}

@MainActor
struct ModulesTests {
  @Test
  func perceptionTrackingSeesTheScoreThatWasRead() {
    let board = Scoreboard()
    let changes = Changes()
    let summary = withPerceptionTracking {
      board.summary
    } onChange: {
      changes.record()
    }
    #expect(summary == "0–0")
    board.reads = 10  // ignored: no change reported
    #expect(changes.value == 0)
    board.away += 1
    #expect(changes.value == 1)
  }

  @Test
  func theOldXCTFailFailsTheTest() {
    withKnownIssue {
      _ = LegacyClient.failing.fetchGreeting()
    }
  }

  @Test
  func anUnimplementedClientEndpointReportsAndThrows() async {
    await withKnownIssue {
      await #expect(throws: DependenciesMacros.Unimplemented.self) {
        try await CodeClient.testValue.verify(code: "0000")
      }
    }
  }
}
