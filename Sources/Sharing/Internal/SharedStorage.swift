import Locking
import Observation
import ObserverRegistry
import Synchronization

/// The one place a shared value lives: every `Shared` and `SharedReader` made from the same
/// `Shared(value:)` or the same key reads and writes here, through a key path.
///
/// A concurrent façade: the value and the projections read from it sit behind one lock; what
/// persistence is doing sits behind another, so that a key may report on a save while the value
/// is locked. Observers are told after the lock is released.
///
/// A write runs its closure on a copy of the value (of the part it writes) and stores the result
/// when the closure returns, so the value at rest stays readable meanwhile: a read from inside
/// the closure, on the thread holding the lock, sees the value as the write began, and a write
/// from inside it is reported and applied after it (`SharedStorage+Reentrance.swift`).
@usableFromInline
final class SharedStorage<Value>: Observable, @unchecked Sendable {  // NB: below
  // NB: `value`, `projections` and `nestedWrites` are read and written only by the thread that
  //     holds `lock`, which is what makes sharing this class between threads safe.
  //
  // The whole-value read and write are `@inlinable`, so that a client's `Shared<Int>` runs them
  // specialised for `Int`: unspecialised, they spend more time fetching generic metadata and
  // applying key paths than reading the value.
  @usableFromInline let lock = OwnedLock(())
  @usableFromInline var value: Value
  private var projections = ObservedProjections<Value, SharedStorage>()
  /// The writes made from inside a write's closure, in the order they began, each as the
  /// assignment of the part it wrote: applied again over the enclosing write's result when that
  /// stores it. Emptied when the lock is released.
  var nestedWrites: [(inout Value) -> Void] = []
  /// Whether ``nestedWrites`` has any, so that a write need not access it to find out.
  @usableFromInline let hasNestedWrites = Atomic(false)
  /// Whether someone has read a projection, so that a write must find out which changed. Set and
  /// read holding `lock`; atomic only so that reading it is not a class property access, which
  /// Swift checks for exclusivity at run time.
  @usableFromInline let hasProjections = Atomic(false)
  private let status = Lock(SharedStatus())
  private let subscription = Lock<SharedSubscription?>(nil)
  @usableFromInline let registrar = ReadTrackingRegistrar()
  /// How the value is loaded and saved, when a key persists it.
  let persistence: SharedPersistence<Value>?
  /// Whether a key saves the value after each write.
  @usableFromInline let savesWrites: Bool
  private let onDeinit: (@Sendable () -> Void)?
  /// What observers of the whole value are registered under: the identity key path, since
  /// observation hashes it on every observed read and every write, and an identity key path
  /// hashes as its type alone.
  @usableFromInline let wholeKeyPath: KeyPath<SharedStorage, SharedStorage> = \.self
  /// What the key paths of projections, which observers of a part are registered under, start
  /// from.
  private let valueKeyPath: KeyPath<SharedStorage, Value> = \.value
  private let statusKeyPath: KeyPath<SharedStorage, SharedStatus> = \.currentStatus

  init(
    value: sending Value,
    persistence: SharedPersistence<Value>? = nil,
    onDeinit: (@Sendable () -> Void)? = nil
  ) {
    self.value = value
    self.persistence = persistence
    self.savesWrites = persistence?.didSet != nil
    self.onDeinit = onDeinit
  }

  deinit {
    subscription.withLock { $0?.cancel() }
    onDeinit?()
  }

  /// The value, read without registering an observation.
  var currentValue: Value {
    locked { value }
  }

  /// The persistence status, read without registering an observation.
  var currentStatus: SharedStatus {
    status.withLock { $0 }
  }

  /// The whole value, its read registered with observation: what `Shared.wrappedValue` reads.
  ///
  /// While a test store may be tracking, it reads as ``read(_:isWhole:)`` does.
  @inlinable var wholeValue: Value {
    guard !SharedChangeTracking.mayBeActive else { return read(\.self, isWhole: true) }
    registrar.access(self, keyPath: wholeKeyPath)
    return locked { value }
  }

  /// Mutates the whole value as ``withLock(_:isLoad:_:fileID:filePath:line:column:)`` does,
  /// taking the lock once and allocating nothing when no test store may be tracking and no
  /// projection has been read: what `$shared.withLock` runs.
  @inlinable func withLock<Result>(
    _ body: (inout Value) throws -> Result,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) rethrows -> Result {
    guard !SharedChangeTracking.mayBeActive, !lock.isHeldByCurrentThread else {
      return try withLock(
        \.self, body, fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
    var result: Result?
    var wrote = false
    var readProjections = false
    defer {
      if wrote { notifyWholeValue() }
      if readProjections { notifyProjectionsReadDuringWrite() }
    }
    try lock.withLock { _ in
      guard !hasProjections.load(ordering: .relaxed) else { return }
      wrote = true
      defer {
        // NB: saved under the lock so that saves reach the key in the order of the writes.
        if savesWrites { saveLocked() }
        // A projection first read from inside `body` saw the value before the write.
        readProjections = hasProjections.load(ordering: .relaxed)
        if hasNestedWrites.load(ordering: .relaxed) { forgetNestedWrites() }
      }
      var working = value
      defer {
        value = working
        if hasNestedWrites.load(ordering: .relaxed) { reapplyNestedWrites(from: 0) }
      }
      result = try body(&working)
    }
    guard wrote, let result else {
      return try withLock(
        \.self, body, fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
    return result
  }

  /// Reads a part of the value and registers the read with observation: a read of the whole
  /// value (`isWhole`) is woken by every write, a read of a part only when that part changes.
  ///
  /// While a test store asserts, a value written since its last assertion reads as the test
  /// expects it (see ``SharedChangeTracker``).
  @usableFromInline
  func read<Member>(_ keyPath: KeyPath<Value, Member>, isWhole: Bool) -> Member {
    if let asserting = SharedChangeTracking.current.asserting,
      let snapshot = asserting.snapshot(of: self)
    {
      registrar.access(self, keyPath: wholeKeyPath)
      return (snapshot as! Value)[keyPath: keyPath]
    }
    if isWhole {
      registrar.access(self, keyPath: wholeKeyPath)
      return locked { value[keyPath: keyPath] }
    }
    let (member, projection) = locked {
      hasProjections.store(true, ordering: .relaxed)
      return (
        value[keyPath: keyPath],
        projections.projection(for: keyPath) { makeProjection(keyPath) }
      )
    }
    projection.access(self)
    return member
  }

  /// A part of the value as it is, whatever a test expects, without registering the read.
  func actualValue<Member>(_ keyPath: KeyPath<Value, Member>) -> Member {
    locked { value[keyPath: keyPath] }
  }

  /// Mutates a part of the value with exclusive access, saves the result when a key persists
  /// it, then tells the observers of the whole value and of every part that changed.
  ///
  /// `body` mutates a copy of the part, stored back when it returns: until then a read of the
  /// value, from inside `body` too, sees it as it was. A write from inside `body` (this thread
  /// already holds the lock) is reported and applied after this one (see
  /// ``writeNested(_:_:fileID:filePath:line:column:)``).
  ///
  /// While a test store asserts, the write changes what the test expects instead; while it
  /// tracks, the value before the first write is recorded (see ``SharedChangeTracker``). A
  /// value the key loads (`isLoad`) is neither saved back nor tracked: it is not a change the
  /// feature made.
  @usableFromInline
  func withLock<Member, Result>(
    _ keyPath: WritableKeyPath<Value, Member>,
    isLoad: Bool = false,
    _ body: (inout Member) throws -> Result,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> Result {
    if lock.isHeldByCurrentThread {
      return try writeNested(
        keyPath, body, fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
    let trackers = isLoad ? SharedChangeTracking() : SharedChangeTracking.current
    if let asserting = trackers.asserting {
      return try asserting.updateSnapshot(of: self, current: currentValue) {
        try body(&$0[keyPath: keyPath])
      }
    }
    var changed: [ObservedProjections<Value, SharedStorage>.Projection] = []
    defer { notify(changed) }
    var result: Result?
    try lock.withLock { _ in
      trackers.tracking?.record(value, for: self)
      let snapshot = projections.snapshot(of: value)
      defer {
        // NB: saved under the lock so that saves reach the key in the order of the writes.
        if !isLoad { saveLocked() }
        changed = projections.changed(since: snapshot, in: value)
        if hasNestedWrites.load(ordering: .relaxed) { forgetNestedWrites() }
      }
      var member = value[keyPath: keyPath]
      defer {
        value[keyPath: keyPath] = member
        if hasNestedWrites.load(ordering: .relaxed) { reapplyNestedWrites(from: 0) }
      }
      result = try body(&member)
    }
    return result!
  }

  /// Runs `body` holding the lock; on the thread that holds it already (a read from inside a
  /// write's closure), runs it under that hold.
  ///
  /// Re-entered, `body` sees the value at rest: a write's closure mutates a copy, so nothing
  /// else is accessing it. The result is passed out through a local rather than returned from
  /// `Mutex.withLock`, which would require it to be `sending`: a part of a non-`Sendable` value
  /// is not, though the copy handed out is safe once the lock is released.
  @inlinable func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
    if lock.isHeldByCurrentThread { return try body() }
    var result: Result?
    try lock.withLock { _ in result = try body() }
    return result!
  }

  /// Tells observers of the whole value that it may have changed, without changing it.
  func touch() {
    notify([])
  }

  var isLoading: Bool {
    registrar.access(self, keyPath: statusKeyPath)
    return status.withLock { $0.isLoading }
  }

  var loadError: (any Error)? {
    registrar.access(self, keyPath: statusKeyPath)
    return status.withLock { $0.loadError }
  }

  var saveError: (any Error)? {
    registrar.access(self, keyPath: statusKeyPath)
    return status.withLock { $0.saveError }
  }

  /// Asks the key for a fresh value and takes it.
  func load() async throws {
    guard let persistence else { return }
    updateStatus { $0.isLoading = true }
    do {
      if let loaded = try await persistence.load() {
        withLock(\.self, isLoad: true) { $0 = loaded }
      }
      updateStatus {
        $0.isLoading = false
        $0.loadError = nil
      }
    } catch {
      updateStatus {
        $0.isLoading = false
        $0.loadError = error
      }
      throw error
    }
  }

  /// Asks the key to save the current value.
  func save() async throws {
    guard let save = persistence?.save else { return }
    updateStatus { $0.saveError = nil }
    do {
      try await save(currentValue)
      updateStatus { $0.loadError = nil }
    } catch {
      updateStatus { $0.saveError = error }
      throw error
    }
  }

  func updateStatus(_ body: (inout SharedStatus) -> Void) {
    status.withLock { body(&$0) }
    registrar.willSet(self, keyPath: statusKeyPath)
    registrar.didSet(self, keyPath: statusKeyPath)
  }

  /// Hands the value to the key that saves it, if any. Called holding the lock.
  @usableFromInline func saveLocked() {
    guard let didSet = persistence?.didSet else { return }
    didSet(value, saveContinuation())
  }

  private func saveContinuation() -> SaveContinuation {
    let description = persistence?.description ?? ""
    return SaveContinuation(description) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success:
        // Most saves succeed with nothing to clear: they should wake no status observer.
        let status = currentStatus
        guard status.loadError != nil || status.saveError != nil else { return }
        updateStatus {
          $0.loadError = nil
          $0.saveError = nil
        }
      case .failure(let error):
        updateStatus { $0.saveError = error }
      }
    }
  }

  /// Tells observers of the whole value that it changed.
  @inlinable func notifyWholeValue() {
    registrar.willSet(self, keyPath: wholeKeyPath)
    registrar.didSet(self, keyPath: wholeKeyPath)
  }

  private func notify(_ changed: [ObservedProjections<Value, SharedStorage>.Projection]) {
    notifyWholeValue()
    for projection in changed {
      projection.notify(self)
    }
  }

  /// Tells the observers of every projection that they changed: after a write that began with
  /// none read, whose closure read the first ones (they saw the value before the write).
  @usableFromInline func notifyProjectionsReadDuringWrite() {
    let all = locked { projections.all }
    for projection in all {
      projection.notify(self)
    }
  }

  private func makeProjection<Member>(
    _ keyPath: KeyPath<Value, Member>
  ) -> ObservedProjections<Value, SharedStorage>.Projection {
    let observed = valueKeyPath.appending(path: keyPath)
    return .init(
      value: { $0[keyPath: keyPath] },
      access: { $0.registrar.access($0, keyPath: observed) },
      notify: {
        $0.registrar.willSet($0, keyPath: observed)
        $0.registrar.didSet($0, keyPath: observed)
      }
    )
  }
}

extension SharedStorage where Value: Sendable {
  /// Starts a key's work on a new storage: the initial load (unless skipped) and the
  /// subscription to outside changes, both feeding the value and the status.
  func start<Key: SharedReaderKey<Value>>(key: Key, initialValue: Value, skipInitialLoad: Bool) {
    let callback: @Sendable (Result<Value?, any Error>) -> Void = { [weak self] result in
      self?.receive(result, initialValue: initialValue)
    }
    if !skipInitialLoad {
      updateStatus { $0.isLoading = true }
      key.load(
        context: .initialValue(initialValue),
        continuation: LoadContinuation(String(describing: key), callback: callback)
      )
    }
    let started = key.subscribe(
      context: skipInitialLoad ? .userInitiated : .initialValue(initialValue),
      subscriber: SharedSubscriber(
        callback: callback,
        onLoading: { [weak self] isLoading in self?.updateStatus { $0.isLoading = isLoading } }
      )
    )
    subscription.withLock { $0 = started }
  }

  private func receive(_ result: Result<Value?, any Error>, initialValue: Value) {
    switch result {
    case .success(let loaded):
      withLock(\.self, isLoad: true) { $0 = loaded ?? initialValue }
      updateStatus {
        $0.isLoading = false
        $0.loadError = nil
      }
    case .failure(let error):
      updateStatus {
        $0.isLoading = false
        $0.loadError = error
      }
    }
  }
}
