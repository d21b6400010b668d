extension Effect {
  /// Runs the effects at the same time. They start in the order given; when each finishes is up
  /// to the work it does.
  ///
  /// - Complexity: O(*n*) in the number of effects; `.none` effects are dropped.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs the effects of a sequence at the same time, starting them in order.
  ///
  /// - Complexity: O(*n*): the effects are gathered once, nested merges flattened.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    var gathered: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case let .merge(nested): gathered.append(contentsOf: nested)
      default: gathered.append(effect)
      }
    }
    switch gathered.count {
    case 0: return .none
    case 1: return gathered[0]
    default: return Self(operation: .merge(gathered))
    }
  }

  /// Runs this effect and `other` at the same time, this one starting first.
  ///
  /// Merging with `.none` returns the other effect unchanged, so the common case of a body whose
  /// reducers return no effect allocates nothing.
  @inlinable
  public func merge(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (.none, _):
      other
    case (_, .none):
      self
    case let (.merge(lhs), .merge(rhs)):
      Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _):
      Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)):
      Self(operation: .merge([self] + rhs))
    default:
      Self(operation: .merge([self, other]))
    }
  }

  /// Runs the effects one after the other: each starts when the previous one has finished.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Sequence work directly in a '.run' instead")
  #else
    @available(iOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(macOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(tvOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(watchOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
  #endif
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs the effects of a collection one after the other.
  ///
  /// - Complexity: O(*n*): the effects are gathered once, nested sequences flattened.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Sequence work directly in a '.run' instead")
  #else
    @available(iOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(macOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(tvOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(watchOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
  #endif
  @inlinable
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    var gathered: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case let .concatenate(nested): gathered.append(contentsOf: nested)
      default: gathered.append(effect)
      }
    }
    switch gathered.count {
    case 0: return .none
    case 1: return gathered[0]
    default: return Self(operation: .concatenate(gathered))
    }
  }

  /// Runs `next` once this effect has finished.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Sequence work directly in a '.run' instead")
  #else
    @available(iOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(macOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(tvOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(watchOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
  #endif
  @inlinable
  public func concatenate(with next: Self) -> Self {
    switch (operation, next.operation) {
    case (.none, _):
      next
    case (_, .none):
      self
    case let (.concatenate(lhs), .concatenate(rhs)):
      Self(operation: .concatenate(lhs + rhs))
    case let (.concatenate(lhs), _):
      Self(operation: .concatenate(lhs + [next]))
    case let (_, .concatenate(rhs)):
      Self(operation: .concatenate([self] + rhs))
    default:
      Self(operation: .concatenate([self, next]))
    }
  }
}
