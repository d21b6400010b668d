/// A case path as a pair of closures: embed a value in a root's case, extract it back out.
///
/// The ``CasePathable()`` macro writes one of these per case. Turn a ``CaseKeyPath`` into one with
/// `init(_:)` when the same path is used over and over: the key path is evaluated once, and
/// each ``embed(_:)`` or ``extract(from:)`` afterwards is a plain closure call.
///
/// ```swift
/// let child = AnyCasePath(\Action.Cases.child)
/// child.extract(from: .child(.tapped))  // Optional(Child.Action.tapped)
/// child.embed(.tapped)                  // Action.child(.tapped)
/// ```
@dynamicMemberLookup
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline
  let _embed: @Sendable (Value) -> Root
  @usableFromInline
  let _extract: @Sendable (Root) -> Value?

  /// Creates a case path from a pair of closures.
  ///
  /// - Parameters:
  ///   - embed: Puts a value into the root's case; always succeeds.
  ///   - extract: Gets the value out of the root, or `nil` for another case.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
  }

  /// Creates a case path from a case key path, evaluating the key path once per process: the
  /// result is cached by key path.
  ///
  /// - Parameter keyPath: A case key path.
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    self = CasePathCache.casePath(for: keyPath) { AnyCasePath(evaluating: keyPath) }
  }

  /// Creates a case path by walking a case key path's components.
  private init(evaluating keyPath: CaseKeyPath<Root, Value>) {
    let storage = Case<Root>()[keyPath: keyPath].storage
    if let rooted = storage as? RootedCase<Root, Value> {
      self = rooted.path
    } else {
      // Only a `Case` built by hand on another root lands here.
      self.init(
        embed: { storage.embedAny($0) as! Root },
        extract: { storage.extractAny(from: $0) }
      )
    }
  }

  /// Puts a value into the root's case.
  ///
  /// - Parameter value: The value to embed.
  /// - Returns: A root in this path's case, holding `value`.
  /// - Complexity: O(1) per path component: one closure call each.
  @inlinable
  public func embed(_ value: Value) -> Root {
    _embed(value)
  }

  /// Gets the value out of a root.
  ///
  /// - Parameter root: A root value.
  /// - Returns: The value, or `nil` when the root is in another case.
  /// - Complexity: O(1) per path component: one closure call each.
  @inlinable
  public func extract(from root: Root) -> Value? {
    _extract(root)
  }
}

extension AnyCasePath {
  /// Creates a case path from closures that are not `@Sendable`; used by the ``CasePathable()``
  /// macro inside generic contexts. Not API: call ``init(embed:extract:)``.
  ///
  /// In a generic enum whose parameters have requirements (`enum Loadable<Value: Equatable>`),
  /// every closure that builds or matches a case captures `Value`'s conformance, and a `@Sendable`
  /// closure may not capture a non-`Sendable` metatype. The macro's closures only build and
  /// match the enum, never call a requirement, so sharing them across isolation domains is safe.
  public static func _$embed(
    _ embed: @escaping (Value) -> Root,
    extract: @escaping (Root) -> Value?
  ) -> Self {
    // NB: the closures capture only type metadata and witness tables, immutable for the life
    // of the program; they call no protocol requirement, so no isolated state is reached.
    nonisolated(unsafe) let embed = embed  // NB: captures metadata only
    nonisolated(unsafe) let extract = extract  // NB: captures metadata only
    return Self(embed: { embed($0) }, extract: { extract($0) })
  }
}

extension AnyCasePath where Root == Value {
  /// The identity case path: embeds and extracts values unchanged.
  public init() {
    self.init(embed: { $0 }, extract: { $0 })
  }
}

extension AnyCasePath where Value: CasePathable {
  /// Continues this path into one of its value's cases.
  ///
  /// - Parameter keyPath: A key path to one of the value's case paths.
  public subscript<AppendedValue>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, AppendedValue>>
  ) -> AnyCasePath<Root, AppendedValue> {
    appending(Value.allCasePaths[keyPath: keyPath])
  }
}

extension AnyCasePath {
  /// This path followed by `next`, composed once.
  ///
  /// Lives outside the `CasePathable`-constrained extension so its closures capture no metatype.
  func appending<AppendedValue>(
    _ next: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    AnyCasePath<Root, AppendedValue>(
      embed: { self.embed(next.embed($0)) },
      extract: { root in self.extract(from: root).flatMap { next.extract(from: $0) } }
    )
  }
}

extension AnyCasePath: CustomDebugStringConvertible {
  /// The path's type, for example `AnyCasePath<Action, Child.Action>`.
  public var debugDescription: String {
    "AnyCasePath<\(Root.self), \(Value.self)>"
  }
}
