#if !canImport(SwiftUI)
  // NB: only where SwiftUI does not exist, because only there is applying a transaction to an
  // effect's actions the same as not applying it; with SwiftUI these would have to wrap every
  // send of a running effect, and Arbor has no SwiftUI to test that against.
  extension Effect {
    /// An effect that sends `action` with `animation`: TCA's deprecated spelling of a `run`
    /// effect that calls `send(action, animation:)`.
    ///
    /// - Parameters:
    ///   - action: The action to send.
    ///   - animation: A placeholder animation, ignored.
    /// - Returns: The effect.
    @available(
      *, deprecated,
      message: """
        Use 'send(_:animation:)' from a 'run' effect instead:

            return .run { send in
              await send(.response, animation: .default)
            }
        """
    )
    public static func send(_ action: Action, animation: Animation? = nil) -> Self {
      .send(action)
    }

    /// This effect, its actions sent with `animation`: here the effect unchanged.
    ///
    /// - Parameter animation: A placeholder animation, ignored.
    /// - Returns: The effect.
    @available(
      *, deprecated,
      message: """
        Use 'send(_:animation:)' from a 'run' effect instead:

            return .run { send in
              await send(.response, animation: .default)
            }
        """
    )
    public func animation(_ animation: Animation? = .default) -> Self {
      self
    }

    /// This effect, its actions sent within `transaction`: here the effect unchanged.
    ///
    /// - Parameter transaction: A placeholder transaction, ignored.
    /// - Returns: The effect.
    @available(
      *, deprecated,
      message: """
        Use 'send(_:transaction:)' from a 'run' effect instead:

            return .run { send in
              await send(.response, transaction: transaction)
            }
        """
    )
    public func transaction(_ transaction: Transaction) -> Self {
      self
    }
  }
#endif
