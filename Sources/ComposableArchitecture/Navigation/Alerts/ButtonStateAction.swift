/// What tapping a button does: send an action, or nothing but close (`.send(nil)`).
public struct ButtonStateAction<Action> {
  /// The kinds of button actions. Only sending exists without a UI framework's animations.
  public enum _ActionType {
    /// Sends the action, if any.
    case send(Action?)
  }

  /// What the button does.
  public let type: _ActionType

  /// Sends `action` when tapped; nil only closes the alert or dialog.
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// The action sent when tapped, if any.
  public var action: Action? {
    switch type {
    case let .send(action): action
    }
  }

  /// The same button action over another action type.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    .send(transform(action))
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}
