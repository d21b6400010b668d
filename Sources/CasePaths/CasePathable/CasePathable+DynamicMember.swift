extension CasePathable {
  /// Extracts a case's associated value as a property of the enum, on enums that are also
  /// `@dynamicMemberLookup`.
  ///
  /// ```swift
  /// @CasePathable @dynamicMemberLookup
  /// enum Destination {
  ///   case detail(Detail.State)
  ///   case settings(Settings.State)
  /// }
  ///
  /// destination.detail  // Detail.State?
  /// \Parent.State.destination?.detail  // a key path through the optional case
  /// ```
  ///
  /// The setter exists so that such key paths are writable; assigning through it is
  /// unavailable, write `enum = .case(value)` instead.
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value? {
    get { Self.allCasePaths[keyPath: keyPath].extract(from: self) }
    @available(*, unavailable, message: "Write 'enum = .case(value)', not 'enum.case = value'")
    set {
      let path = Self.allCasePaths[keyPath: keyPath]
      guard path.extract(from: self) != nil, let newValue else { return }
      self = path.embed(newValue)
    }
  }

  /// Replaces a case's associated value through a writable key path, on enums that are also
  /// `@dynamicMemberLookup`, but only when the enum is already in that case.
  ///
  /// This is what makes `\Parent.State.destination.detail` a `WritableKeyPath` into the payload:
  /// a write to another case is ignored.
  @_disfavoredOverload
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value {
    @available(*, unavailable)
    get { fatalError("The value of a case may be missing: read it as an optional.") }
    set {
      let path = Self.allCasePaths[keyPath: keyPath]
      guard path.extract(from: self) != nil else { return }
      self = path.embed(newValue)
    }
  }
}
