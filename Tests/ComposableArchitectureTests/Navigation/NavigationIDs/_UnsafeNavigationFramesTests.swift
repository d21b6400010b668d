import Foundation
import PlainPaths
import Testing

@testable import ComposableArchitecture

@Suite struct UnsafeNavigationFramesTests {
  struct Rows { var rows: [Int] = [] }

  func row(_ id: Int) -> NavigationID {
    NavigationID(path: \Rows.rows, elementID: id)
  }

  /// Inside nested children the current path is the task's extended by each child in turn, as
  /// a task-local path pushed per child would be; leaving a child gives its parent's back.
  @Test(
    .enabled(
      if: !PlainPaths.isCompiledOut(.navigationFrames),
      "the fast path itself: its plain twin keeps the path task-local"))
  func theCurrentPathFollowsTheChildrenEntered() {
    #expect(NavigationIDPath.current.isEmpty)
    _UnsafeNavigationFrames.withFrame(row(1)) {
      #expect(NavigationIDPath.current == NavigationIDPath().appending(row(1)))
      _UnsafeNavigationFrames.withFrame(row(2)) {
        #expect(NavigationIDPath.current == NavigationIDPath().appending(row(1)).appending(row(2)))
        #expect(_UnsafeNavigationFrames._checkInvariants(over: NavigationIDPath()))
      }
      #expect(NavigationIDPath.current == NavigationIDPath().appending(row(1)))
      #expect(_UnsafeNavigationFrames._checkInvariants(over: NavigationIDPath()))
    }
    #expect(NavigationIDPath.current.isEmpty)
    #expect(_UnsafeNavigationFrames.isEmpty)
  }

  /// Frames extend the path of the task they run in, such as a running effect's.
  @Test(
    .enabled(
      if: !PlainPaths.isCompiledOut(.navigationFrames),
      "the fast path itself: its plain twin keeps the path task-local"))
  func framesExtendTheTasksPath() {
    let effectPath = NavigationIDPath().appending(row(9))
    NavigationIDPath.withPath(effectPath) {
      _UnsafeNavigationFrames.withFrame(row(1)) {
        #expect(NavigationIDPath.current == effectPath.appending(row(1)))
        #expect(_UnsafeNavigationFrames._checkInvariants(over: effectPath))
      }
    }
  }

  /// A path read twice under one frame is built once and is the same path.
  @Test func aPathReadTwiceIsTheSame() {
    _UnsafeNavigationFrames.withFrame(row(1)) {
      let first = NavigationIDPath.current
      let second = NavigationIDPath.current
      #expect(first.last === second.last)
    }
  }

  /// The root of navigation hides the children being reduced, and gives them back after.
  @MainActor
  @Test(
    .enabled(
      if: !PlainPaths.isCompiledOut(.navigationFrames),
      "the fast path itself: its plain twin keeps the path task-local"))
  func theRootOfNavigationIsOutsideEveryChild() {
    _UnsafeNavigationFrames.withFrame(row(1)) {
      atRootOfNavigation {
        #expect(NavigationIDPath.current.isEmpty)
      }
      #expect(NavigationIDPath.current == NavigationIDPath().appending(row(1)))
    }
  }

  /// Another thread does not see the children this one is reducing.
  @Test func framesBelongToTheirThread() {
    let seenElsewhere = LockIsolated<NavigationIDPath?>(nil)
    _UnsafeNavigationFrames.withFrame(row(1)) {
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        seenElsewhere.setValue(NavigationIDPath.current)
        done.signal()
      }
      thread.start()
      done.wait()
    }
    #expect(seenElsewhere.value == NavigationIDPath())
  }
}
