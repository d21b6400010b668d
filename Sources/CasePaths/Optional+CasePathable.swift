extension Optional: CasePathable, CasePathIterable {
  /// The case paths of `Optional`: ``some`` and ``none``, plus a step through `some` into the
  /// wrapped enum's own cases.
  @dynamicMemberLookup
  public struct AllCasePaths: CasePathReflectable, Sendable {
    /// `\.some` or `\.none`: the case `root` is in.
    ///
    /// - Parameter root: An optional value.
    public subscript(root: Optional) -> PartialCaseKeyPath<Optional> {
      root == nil ? \.none : \.some
    }

    /// The case path to the absence of a value.
    public var none: AnyCasePath<Optional, Void> {
      AnyCasePath(
        embed: { .none },
        extract: {
          guard case .none = $0 else { return nil }
          return ()
        }
      )
    }

    /// The case path to the wrapped value.
    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(
        embed: { .some($0) },
        extract: { $0 }
      )
    }

    /// A case of the wrapped enum, reached through `some`: `\Optional<Action>.Cases.child`.
    ///
    /// Embedding `nil` gives `nil`; extracting from `nil` or another case gives `nil`.
    @_disfavoredOverload
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Wrapped.AllCasePaths, AnyCasePath<Wrapped, Member>>
    ) -> AnyCasePath<Optional, Member?>
    where Wrapped: CasePathable {
      Self.chaining(Wrapped.allCasePaths[keyPath: keyPath])
    }

    /// The optional-chained form of `next`; unconstrained so its closures capture no metatype.
    static func chaining<Member>(
      _ next: AnyCasePath<Wrapped, Member>
    ) -> AnyCasePath<Optional, Member?> {
      AnyCasePath(
        embed: { $0.map { next.embed($0) } },
        extract: { root in
          guard case .some(let wrapped) = root, let member = next.extract(from: wrapped)
          else { return Member??.none }
          return member
        }
      )
    }
  }

  /// The case paths of `Optional`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// `"none"` or `"some"` for the two direct case key paths.
  public static func caseName(for keyPath: PartialCaseKeyPath<Optional>) -> String? {
    if keyPath == \Optional.Cases.none { return "none" }
    if keyPath == \Optional.Cases.some { return "some" }
    return nil
  }
}

extension Optional.AllCasePaths: Sequence {
  /// `\.none`, then `\.some`.
  public func makeIterator() -> some IteratorProtocol<PartialCaseKeyPath<Optional>> {
    [\.none, \.some].makeIterator()
  }
}

extension Case {
  /// Steps into a case whose associated value is optional, unwrapping it: a case key path to
  /// `Member` rather than `Member?`.
  ///
  /// - Parameter keyPath: A key path to one of the value's case paths with an optional payload.
  @_disfavoredOverload
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member?>>
  ) -> Case<Member>
  where Value: CasePathable {
    self[dynamicMember: keyPath].some
  }
}
