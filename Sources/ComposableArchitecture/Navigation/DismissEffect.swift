#if canImport(SwiftUI)
  import SwiftUI
#endif

/// An effect that dismisses the feature it runs in: a presented destination asks its parent to
/// send `.dismiss`, a stack element asks its stack to pop it.
///
/// Get it from the dependencies and call it from an effect:
///
/// ```swift
/// @Reducer
/// struct Editor {
///   @Dependency(\.dismiss) var dismiss
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .saveTapped:
///         return .run { send in
///           try await save()
///           await dismiss()
///         }
///       }
///     }
///   }
/// }
/// ```
///
/// The parent receives the dismissal as an ordinary action (`.destination(.dismiss)`, or
/// `.path(.popFrom(id:))`), so it can react to it and a test store asserts it with `receive`.
/// Dismissing cancels the feature's effects, the one that called `dismiss()` included: code after
/// the call still runs, but actions it sends are ignored.
///
/// Called from a feature that is not presented, it does nothing and reports an issue. A feature
/// that may run at the root as well as presented checks `@Dependency(\.isPresented)` first.
public struct DismissEffect: Sendable {
  /// How this effect dismisses.
  enum Mode: Sendable {
    /// Not presented: dismissing is an error.
    case unavailable
    /// Presented by `ifLet` or `forEach`: the presenting reducer's channel, bound for the
    /// effects of the presented feature, says which action to send.
    case presentation
    /// A closure given by whoever set the dependency.
    case custom(@MainActor @Sendable () -> Void)
  }

  let mode: Mode

  init(mode: Mode = .unavailable) {
    self.mode = mode
  }

  /// A dismiss effect that runs `dismiss` when called: for test stores and integrations that
  /// present features themselves.
  ///
  /// - Parameter dismiss: The work that dismisses the feature.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.mode = .custom(dismiss)
  }

  /// Dismisses the feature this effect belongs to.
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the call site, for the issue reported when nothing can be
  ///     dismissed.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    dismiss(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  @MainActor
  private func dismiss(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    switch mode {
    case let .custom(dismiss):
      dismiss()
    case .presentation:
      guard let channel = PresentationDismissal.current else {
        reportUndismissable(
          reason: """
            The feature is presented, but "dismiss" was called outside the effects of the \
            presented feature (from an unstructured task, or a closure that outlived them), \
            where the parent cannot be reached.
            """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      channel.dismiss()
    case .unavailable:
      reportUndismissable(
        reason: """
          The feature calling it is not presented: it runs at the root of its store, or as a \
          child that is always there (a "Scope", a plain "ifLet", a "forEach" over an \
          identified array). Only a destination of a presentation "ifLet" or an element of a \
          stack "forEach" can dismiss itself.
          """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }

  /// Dismisses the feature this effect belongs to, with `animation`.
  ///
  /// Where SwiftUI does not exist the animation is a placeholder and this is
  /// ``callAsFunction(fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - animation: The animation to apply to the dismissal.
  ///   - fileID: The file ID of the call site.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  @MainActor
  public func callAsFunction(
    animation: Animation?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await callAsFunction(
      transaction: Transaction(animation: animation),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Dismisses the feature this effect belongs to, within `transaction`.
  ///
  /// - Parameters:
  ///   - transaction: The transaction to apply to the dismissal.
  ///   - fileID: The file ID of the call site.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  @MainActor
  public func callAsFunction(
    transaction: Transaction,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    withTransaction(transaction) {
      dismiss(fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  private func reportUndismissable(
    reason: String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    reportIssue(
      """
      A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

      "dismiss()" did nothing: there is nothing to dismiss.

      \(reason)

      If the feature can run both presented and not, check "@Dependency(\\.isPresented)" \
      before calling "@Dependency(\\.dismiss)".
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension DependencyValues {
  /// An effect that dismisses the current feature, if it is presented.
  ///
  /// See ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the current feature is presented: the destination of a presentation `ifLet`, or
  /// an element of a stack `forEach`, where ``dismiss`` can dismiss it.
  ///
  /// ```swift
  /// case .closeTapped:
  ///   return isPresented ? .run { _ in await dismiss() } : .send(.delegate(.close))
  /// ```
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

private enum IsPresentedKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}
