#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The children a thread is reducing right now, as frames on its stack: entering a child to run
/// one of its actions, which every `forEach` row action and every presented child's action does,
/// allocates nothing and sets no task-local value.
///
/// Most child actions never ask where they run. The few that do (a child that creates an effect
/// or a cancellation id) read ``NavigationIDPath/current``, which builds the path from the
/// frames then, once per frame.
///
/// Invariants, which `_checkInvariants(over:)` and the tests check:
/// - the thread's top frame, when there is one, lives on the stack of a `withFrame` call still
///   running on this thread, and so does the id it points to (`withFrame`'s argument, borrowed,
///   never copied), and each frame's parent is the frame that was on top when it was
///   pushed: a frame is popped before its `withFrame` returns, and a reducer runs synchronously,
///   so no other code runs on the thread in between;
/// - a frame's cached path is its parent's path (or the task's, under the outermost frame)
///   extended by the frame's id; the task's path cannot change under a frame, since the only code
///   that sets it while reducing (`atRootOfNavigation`) hides the frames first.
@usableFromInline
enum _UnsafeNavigationFrames {
  @usableFromInline
  struct Frame {
    let id: UnsafePointer<NavigationID>
    let parent: UnsafeMutablePointer<Frame>?
    var path: NavigationIDPath?
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "Arbor could not create its navigation thread-local key")
    return key
  }()

  private static var top: UnsafeMutablePointer<Frame>? {
    pthread_getspecific(key)?.assumingMemoryBound(to: Frame.self)
  }

  /// Runs `body` inside the child `id`.
  @usableFromInline
  static func withFrame(_ id: borrowing NavigationID, _ body: () -> Void) {
    // The id is borrowed where the caller holds it: copying it into the frame, and destroying
    // the copy, cost a row action more than pushing the frame itself.
    withUnsafePointer(to: id) { id in
      var frame = Frame(id: id, parent: top, path: nil)
      withUnsafeMutablePointer(to: &frame) { frame in
        pthread_setspecific(key, frame)
        defer { pthread_setspecific(key, frame.pointee.parent) }
        body()
      }
    }
  }

  /// Runs `body` outside every child this thread is reducing.
  static func withoutFrames(_ body: () -> Void) {
    let saved = top
    pthread_setspecific(key, nil)
    defer { pthread_setspecific(key, saved) }
    body()
  }

  /// Whether this thread is inside a child.
  static var isEmpty: Bool { top == nil }

  /// The path of the innermost child this thread is reducing, under `base`, the task's path.
  @usableFromInline
  static func path(over base: NavigationIDPath) -> NavigationIDPath {
    guard let top else { return base }
    return path(of: top, over: base)
  }

  private static func path(
    of frame: UnsafeMutablePointer<Frame>, over base: NavigationIDPath
  ) -> NavigationIDPath {
    if let path = frame.pointee.path { return path }
    let path = (frame.pointee.parent.map { self.path(of: $0, over: base) } ?? base)
      .appending(frame.pointee.id.pointee)
    frame.pointee.path = path
    return path
  }

  /// Checks the frames' paths against their ids: each is its parent's (or `base`) plus its id.
  static func _checkInvariants(over base: NavigationIDPath) -> Bool {
    var frame = top
    var depth = 0
    while let current = frame {
      if let path = current.pointee.path {
        guard path.last?.id == current.pointee.id.pointee else { return false }
      }
      depth += 1
      frame = current.pointee.parent
    }
    return path(over: base).count == base.count + depth
  }
}
