#if !canImport(SwiftUI)
  /// A stand-in for SwiftUI's `Transaction` where SwiftUI does not exist: it carries an
  /// ``Animation`` that nothing plays.
  ///
  /// It lets `await send(.loaded, transaction: Transaction(animation: .easeIn))` and
  /// `store.send(.tapped, transaction: transaction)` compile unchanged.
  public struct Transaction: Sendable {
    /// The animation the transaction would apply.
    public var animation: Animation?

    /// Whether animations in views that changed are disabled.
    public var disablesAnimations = false

    /// Whether the transaction is part of a continuous interaction, such as a drag.
    public var isContinuous = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction with `animation`.
    ///
    /// - Parameter animation: The animation the transaction would apply.
    public init(animation: Animation?) {
      self.animation = animation
    }
  }

  /// Runs `body`: SwiftUI's `withTransaction` where SwiftUI does not exist, with nothing to
  /// animate.
  ///
  /// - Parameters:
  ///   - transaction: Ignored.
  ///   - body: The state change to make.
  /// - Returns: What `body` returns.
  public func withTransaction<Result>(
    _ transaction: Transaction,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }
#endif
