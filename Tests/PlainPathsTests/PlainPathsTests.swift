import PlainPaths
import Testing

@Suite struct PlainPathsTests {
  /// A switch there is: off outside `withPlainPaths`, on inside a debug build's.
  static let switchable = PlainPaths.canBeSwitched && !PlainPaths.areCompiledOut

  @Test func outsideTheSwitchOnlyWhatTheBuildLeftOutIsPlain() {
    #expect(PlainPaths.areTaken == PlainPaths.areCompiledOut)
    #expect(PlainPaths.areTaken(for: .bodyCache) == PlainPaths.isCompiledOut(.bodyCache))
  }

  @Test func aBuildWithoutFastPathsLeavesEveryOneOut() {
    let paths: [PlainPaths.FastPath] = [
      .bodyCache, .childWrites, .navigationFrames, .readTracking, .announcements,
      .dependencyBinding, .mainActorCheck, .effectTask, .writeLog, .rootRoute,
    ]
    if PlainPaths.areCompiledOut {
      #expect(paths.allSatisfy { PlainPaths.isCompiledOut($0) })
    }
    #expect(paths.allSatisfy { PlainPaths.areTaken(for: $0) == PlainPaths.isCompiledOut($0) })
  }

  @Test func theSwitchHoldsForItsClosureAndNoLonger() {
    let inside = PlainPaths.withPlainPaths(true) {
      (PlainPaths.areTaken, PlainPaths.areTaken(for: .childWrites))
    }
    #expect(inside.0 == (Self.switchable || PlainPaths.areCompiledOut))
    #expect(inside.1 == (Self.switchable || PlainPaths.isCompiledOut(.childWrites)))
    #expect(PlainPaths.areTaken == PlainPaths.areCompiledOut)
  }

  @Test func anInnerSwitchWinsAndTheOuterOneComesBack() {
    let (outer, inner, after) = PlainPaths.withPlainPaths(true) {
      let outer = PlainPaths.isSwitchedOn
      let inner = PlainPaths.withPlainPaths(false) { PlainPaths.isSwitchedOn }
      return (outer, inner, PlainPaths.isSwitchedOn)
    }
    #expect(outer == PlainPaths.canBeSwitched)
    #expect(inner == false)
    #expect(after == outer)
  }

  @Test func tasksStartedInsideTheSwitchTakeThePlainPaths() async {
    let task = PlainPaths.withPlainPaths(true) {
      Task { PlainPaths.isSwitchedOn }
    }
    #expect(await task.value == PlainPaths.canBeSwitched)
    let outside = await Task { PlainPaths.isSwitchedOn }.value
    #expect(outside == false)
  }

  @Test func theAsynchronousSwitchHoldsAcrossSuspensions() async {
    let switchedOn = await PlainPaths.withPlainPaths(true) {
      await Task.yield()
      return PlainPaths.isSwitchedOn
    }
    #expect(switchedOn == PlainPaths.canBeSwitched)
  }
}
