import PlainPaths
import Synchronization

/// The dependencies in effect: a value per key, task-local, with defaults for every key not set.
///
/// Read a dependency with the ``Dependency`` property wrapper, and change dependencies for a
/// scope with `withDependencies(_:operation:)`:
///
/// ```swift
/// withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   @Dependency(\.uuid) var uuid
///   uuid()  // 00000000-0000-0000-0000-000000000000
/// }
/// ```
///
/// The current values are a `@TaskLocal` (`_current`): a change made by `withDependencies` is
/// seen by everything the operation runs, including child tasks, `async let` and `Task {}`s it
/// starts, but not by detached tasks or escaping closures (see `withEscapedDependencies(_:)`).
///
/// A key not set anywhere takes its default for the current ``DependencyContext``: the live,
/// test or preview value of its key, created once and cached (per test, in Swift Testing tests).
///
/// Register a dependency with a key and a computed property:
///
/// ```swift
/// extension DependencyValues {
///   var apiClient: APIClient {
///     get { self[APIClient.self] }
///     set { self[APIClient.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  /// The dependency values of the current task.
  ///
  /// Not API: read dependencies with ``Dependency`` and change them with `withDependencies`. It is
  /// public (as in Point-Free's library) for integrations that must bind captured values
  /// directly, such as a store running its reducer: `DependencyValues.$_current.withValue(...)`.
  @TaskLocal public static var _current = unbound

  /// The values of every task that binds none: ``_current``'s default.
  @usableFromInline static let unbound = DependencyValues()

  /// The current values, read without the task-local lookup while no override was ever made:
  /// until then every task's current values are the defaults. For hot paths, such as an effect
  /// capturing its reducer's dependencies. Code that may run where values were bound without
  /// an override being noted (a reducer's body being built, a default being made) reads
  /// ``_current``.
  @inlinable
  package static var current: DependencyValues {
    mayBeOverridden ? _current : unbound
  }

  /// Whether a `withDependencies` closure is changing values on the current task.
  @TaskLocal static var isUpdating = false

  /// The `prepareDependencies` call running on the current task, if any: while it runs, setting
  /// a dependency sets its default in ``cache`` rather than overriding it.
  @TaskLocal static var preparation: UInt64?

  /// The values set explicitly, by key type. Each box holds a `Key.Value` for its key.
  var storage: [ObjectIdentifier: any AnyObject & Sendable] = [:]

  /// The defaults made for these values, shared by their copies; `DependencyValues()` starts a
  /// new one.
  let cache: DefaultValues

  /// Identifies the contents of ``storage`` and the ``cache``: two values with the same revision
  /// hold the same overrides and defaults, which lets `@Dependency` skip merging in the common
  /// case.
  @usableFromInline package private(set) var revision: UInt64

  /// Where the `@Dependency` reading through these values was declared, for issue messages.
  var source: DependencySource?

  /// Creates dependency values with nothing set: every read gets its key's default.
  ///
  /// Its defaults are made afresh: assigning it in `withDependencies` (`$0 = DependencyValues()`)
  /// starts a scope whose dependencies share nothing with those outside it, not even the defaults
  /// already made there.
  ///
  /// You rarely need this otherwise: use ``Dependency`` and `withDependencies`, which start from
  /// the current values.
  public init() {
    self.cache = DefaultValues()
    self.revision = Self.nextRevision()
  }

  /// Reads or sets the dependency registered under `key`.
  ///
  /// Use it to register a dependency as a computed property of `DependencyValues`; the property's
  /// name is taken from `function` for issue messages.
  ///
  /// - Complexity: O(1) for a value that is set; the first read of a default creates it (once per
  ///   key, context and test), later reads take a lock and look it up.
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column,
    function function: StaticString = #function
  ) -> Key.Value {
    get {
      if let box = storage[ObjectIdentifier(key)] {
        return DependencyBox<Key.Value>.unbox(box)
      }
      return defaultValue(
        for: key, name: "\(function)", fileID: fileID, filePath: filePath, line: line,
        column: column
      )
    }
    set {
      if let preparation = Self.preparation {
        prepare(
          newValue, for: key, preparation: preparation, name: "\(function)", fileID: fileID,
          filePath: filePath, line: line, column: column
        )
        return
      }
      storage[ObjectIdentifier(key)] = DependencyBox(newValue)
      revision = Self.nextRevision()
    }
  }

  /// Sets the default of `key` for `prepareDependencies`, or reports why it cannot.
  private func prepare<Key: TestDependencyKey>(
    _ value: Key.Value,
    for key: Key.Type,
    preparation: UInt64,
    name: String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    // The context's own default does not depend on a context.
    let context = key == DependencyContextKey.self ? defaultContext : self.context
    guard !cache.prepare(value, for: key, context: context, preparation: preparation),
      context != .preview
    else { return }
    let spelling = name == "subscript(key:)" ? "\(typeName(key)).self" : "\\.\(name)"
    reportIssue(
      """
      @Dependency(\(spelling)) was already read or prepared, so it cannot be prepared now.

        Key: \(typeName(key))
        Value: \(typeName(Key.Value.self))

      'prepareDependencies' sets a dependency once, before anything reads it. To fix, call it as \
      early as possible (at the application's entry point), and change a dependency for a \
      scope with 'withDependencies' instead.
      """,
      fileID: source?.fileID ?? fileID,
      filePath: source?.filePath ?? filePath,
      line: source?.line ?? line,
      column: source?.column ?? column
    )
  }

  /// Reads `Key` for `@Dependency(Key.self)`: its issues name the key type, not a property.
  func value<Key: TestDependencyKey>(
    forKey key: Key.Type,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Key.Value {
    if let box = storage[ObjectIdentifier(key)] {
      return DependencyBox<Key.Value>.unbox(box)
    }
    return defaultValue(
      for: key, name: nil, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Values whose defaults are the live values.
  ///
  /// ```swift
  /// withDependencies { $0 = .live } operation: {
  ///   // Reads here reach the real world, even in a test.
  /// }
  /// ```
  public static var live: Self {
    var values = Self()
    values.context = .live
    return values
  }

  /// Values whose defaults are the preview values.
  public static var preview: Self {
    var values = Self()
    values.context = .preview
    return values
  }

  /// Values whose defaults are the test values.
  public static var test: Self {
    var values = Self()
    values.context = .test
    return values
  }

  /// Whether these values and `other` are copies of one set of overrides: known from their
  /// revisions, without comparing the values. An effect uses it to skip rebinding dependencies
  /// its task already inherited.
  @usableFromInline
  package func hasSameOverrides(as other: Self) -> Bool {
    revision == other.revision
  }

  /// These values with `other`'s overrides laid on top: where both set a key, `other` wins.
  ///
  /// The defaults are those of these values (as in Point-Free's library), unless these hold no
  /// overrides: then they are `other` itself, so that values captured where nothing was
  /// overridden read entirely through `other`.
  ///
  /// - Complexity: O(1) when either is empty or both hold the same overrides, else O(*m*) for
  ///   the *m* overrides of `other`.
  func merging(_ other: Self) -> Self {
    if other.revision == revision || storage.isEmpty { return other }
    if other.storage.isEmpty { return self }
    var merged = self
    merged.storage.merge(other.storage) { _, new in new }
    merged.revision = Self.nextRevision()
    return merged
  }

  private static let revisions = Atomic<UInt64>(0)

  /// Whether some task may have values other than the defaults as its current ones.
  ///
  /// Set for good by the first `withDependencies` that changes a value (every override starts
  /// there). Until then every task's current values are the defaults, so a store made with none
  /// need not read the task-local values on each action to know they are its own. A relaxed flag
  /// is enough: a task that could see an override was started after it was made, and a task's
  /// start orders what came before it.
  @inlinable
  package static var mayBeOverridden: Bool {
    // The plain twin (`PlainPaths`) reads the task's values every time, as TCA does.
    PlainPaths.areTaken(for: .dependencyBinding) || overridden.load(ordering: .relaxed)
  }

  @usableFromInline
  package static let overridden = Atomic<Bool>(false)

  /// Records that `values` differ from the current ones, before they are made current.
  static func noteOverride(_ values: Self, over current: Self) {
    if values.revision != current.revision { noteOverride() }
  }

  /// Records that values other than the defaults are about to be made current, by code that binds
  /// them itself (a test store reducing with its own).
  package static func noteOverride() {
    if !overridden.load(ordering: .relaxed) { overridden.store(true, ordering: .relaxed) }
  }

  static func nextRevision() -> UInt64 {
    revisions.add(1, ordering: .relaxed).newValue
  }

  /// Creates (or finds in the cache) the default value of `key` for the current context.
  @inline(never)
  private func defaultValue<Key: TestDependencyKey>(
    for key: Key.Type,
    name: String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Key.Value {
    let context = self.context
    let isUpdating = Self.isUpdating
    let access = {
      DependencyAccess(
        name: name,
        fileID: source?.fileID ?? fileID,
        filePath: source?.filePath ?? filePath,
        line: source?.line ?? line,
        column: source?.column ?? column,
        isUpdating: isUpdating
      )
    }
    // In the live context a key's made value never depends on the update closure (its live
    // value, or its test value for want of one), so it is cached even there.
    let caches = !isUpdating || context == .live
    return cache.value(for: key, context: context, caches: caches) {
      let access = access()
      // A default built from other dependencies sees these values, as it would if it were read
      // where they are current.
      return DependencyValues.$_current.withValue(self) {
        DependencyAccess.$current.withValue(access) {
          Self.makeDefault(for: key, context: context, access: access)
        }
      }
    } lackingLiveValue: {
      // Every read outside an update is a mistake, as in Point-Free's library, not only the
      // first.
      guard !isUpdating else { return }
      Self.reportMissingLiveValue(for: key, access: access())
    }
  }

  /// The default of `key` in `context`, and whether it stands in for a missing live value.
  private static func makeDefault<Key: TestDependencyKey>(
    for key: Key.Type, context: DependencyContext, access: DependencyAccess
  ) -> (value: Key.Value, lacksLiveValue: Bool) {
    switch context {
    case .live:
      if let live = (key as? any DependencyKey.Type)?.liveValue as? Key.Value {
        return (live, false)
      }
      // Inside an update closure the value is about to be replaced, or changed in part: reading
      // it is no mistake.
      if !access.isUpdating {
        reportMissingLiveValue(for: key, access: access)
      }
      return (Key.testValue, true)
    case .preview:
      return (Key.previewValue, false)
    case .test:
      return (Key.testValue, false)
    }
  }

  private static func reportMissingLiveValue<Key: TestDependencyKey>(
    for key: Key.Type, access: DependencyAccess
  ) {
    reportIssue(
      missingLiveValueMessage(key: key, value: Key.Value.self, name: access.name),
      fileID: access.fileID, filePath: access.filePath, line: access.line, column: access.column
    )
  }
}

/// One set dependency value; boxed so a read needs no dynamic cast.
final class DependencyBox<Value: Sendable>: Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }

  /// The value in `box`, read from storage keyed by a key whose value type is `Value`.
  ///
  /// Storage only ever puts a `DependencyBox<Key.Value>` under `ObjectIdentifier(Key.self)`, so
  /// the downcast cannot fail; it is unchecked to spare a dynamic cast on every read.
  static func unbox(_ box: AnyObject) -> Value {
    unsafeDowncast(box, to: DependencyBox<Value>.self).value
  }
}
