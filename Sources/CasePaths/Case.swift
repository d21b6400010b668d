/// The value that case key paths travel through: one case of an enum, with the closures that
/// embed a value in it and extract a value from it.
///
/// You rarely name this type. It is the root and value of ``CaseKeyPath``, so that
/// `\Action.Cases.child` is an ordinary Swift key path: hashable, composable with `appending`,
/// usable as a dictionary key. Evaluating a case key path on `Case<Root>()` composes the case paths
/// it names once; the resulting closures are what `AnyCasePath.init(_:)` keeps.
///
/// ```swift
/// let path: CaseKeyPath<Action, Child.Action> = \.child
/// let child = Case<Action>()[keyPath: path]  // Case<Child.Action>
/// ```
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  let storage: any CaseStorage<Value>
}

extension Case {
  /// Creates a case from a pair of closures on a root type.
  ///
  /// - Parameters:
  ///   - embed: Puts a value into the root's case.
  ///   - extract: Gets the value out of the root, or `nil` for another case.
  public init<Root>(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.init(storage: RootedCase(path: AnyCasePath(embed: embed, extract: extract)))
  }

  /// The identity case: every value of `Value`, unchanged. The root of every case key path.
  public init() {
    self.init(storage: IdentityCase<Value>())
  }

  /// The case a case key path reaches from `Case<Root>()`.
  ///
  /// - Parameter keyPath: A case key path.
  public init<Root>(_ keyPath: CaseKeyPath<Root, Value>) {
    self = Case<Root>()[keyPath: keyPath]
  }

  /// Continues this case into one of its value's cases: the step behind `\.child.grandchild`.
  ///
  /// - Parameter keyPath: A key path to one of the value's case paths.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Member>
  where Value: CasePathable {
    Case<Member>(storage: storage.appending(Value.allCasePaths[keyPath: keyPath]))
  }

  /// Embeds a value in the root this case was reached from, erased to `Any`.
  ///
  /// - Parameter value: The value to embed.
  /// - Returns: The root value.
  public func _embed(_ value: Value) -> Any {
    storage.embedAny(value)
  }

  /// Extracts this case's value from a root given as `Any`.
  ///
  /// - Parameter root: A root value.
  /// - Returns: The value, or `nil` for another case or another root type.
  public func _extract(from root: Any) -> Value? {
    storage.extractAny(from: root)
  }
}
