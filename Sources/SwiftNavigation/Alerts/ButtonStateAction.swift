#if canImport(SwiftUI)
  import SwiftUI
#endif

/// What tapping a button does: send an action, or nothing but close (`.send(nil)`), with or
/// without an animation.
public struct ButtonStateAction<Action> {
  /// The kinds of button actions.
  public enum _ActionType {
    /// Sends the action, if any.
    case send(Action?)
    /// Sends the action, if any, with an animation. Where SwiftUI does not exist the animation
    /// is a placeholder that plays nothing.
    case animatedSend(Action?, animation: Animation?)
  }

  /// What the button does.
  public let type: _ActionType

  /// Sends `action` when tapped; nil only closes the alert or dialog.
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// Sends `action` with `animation` when tapped.
  ///
  /// ```swift
  /// ButtonState(role: .destructive, action: .send(.confirmDeletion, animation: .default)) {
  ///   TextState("Delete")
  /// }
  /// ```
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(type: .animatedSend(action, animation: animation))
  }

  /// The action sent when tapped, if any.
  public var action: Action? {
    switch type {
    case let .send(action): action
    case let .animatedSend(action, _): action
    }
  }

  /// The same button action over another action type; an animation is kept.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    switch type {
    case let .send(action): .send(transform(action))
    case let .animatedSend(action, animation): .send(transform(action), animation: animation)
    }
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}
