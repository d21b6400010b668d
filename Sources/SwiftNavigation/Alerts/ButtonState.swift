import CustomDump
import Foundation
import IssueReporting

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A button as a value: its label, its role, and the action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancel")
/// }
/// ```
///
/// Two buttons are equal when they have the same label, role and action; the ``id`` only tells
/// a UI which button is which.
public struct ButtonState<Action>: Identifiable {
  /// The identity of this button, for a UI to tell buttons apart.
  public let id: UUID

  /// What tapping the button does.
  public let action: ButtonStateAction<Action>

  /// What the button says.
  public let label: TextState

  /// What the button is for, if it has a special purpose.
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// A button.
  ///
  /// - Parameters:
  ///   - role: What the button is for, if it has a special purpose.
  ///   - action: What tapping it does; by default, only close.
  ///   - label: What it says.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// A button that sends `action`.
  ///
  /// - Parameters:
  ///   - role: What the button is for, if it has a special purpose.
  ///   - action: The action tapping it sends.
  ///   - label: What it says.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Performs the button's action: `perform` gets the action it sends, or nil.
  ///
  /// ```swift
  /// button.withAction { action in
  ///   store.send(action.map { .alert(.presented($0)) } ?? .alert(.dismiss))
  /// }
  /// ```
  ///
  /// An animated button runs `perform` inside `withAnimation`.
  public func withAction(_ perform: (Action?) -> Void) {
    switch action.type {
    case let .send(action):
      perform(action)
    case let .animatedSend(action, animation):
      withAnimation(animation) { perform(action) }
    }
  }

  /// Performs the button's action with asynchronous work.
  ///
  /// An asynchronous action cannot be animated: an animated button's action is performed
  /// without its animation, and an issue says so.
  @MainActor
  public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
    if case let .animatedSend(action?, _) = action.type {
      reportIssue(
        """
        An animated button action was performed asynchronously, without its animation:

          Action:
            \(describe(action))

        Perform it from the synchronous "withAction", or wrap the send in "withAnimation" \
        yourself.
        """
      )
    }
    await perform(action.action)
  }

  /// The same button over another action type; the id is kept.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
  }
}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// Dumps its role, action and label, not its id, which differs in every test run.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    switch action.type {
    case let .send(action?): children.append(("action", action))
    case let .animatedSend(action?, animation): children.append(("action", (action, animation)))
    case .send(nil), .animatedSend(nil, _): break
    }
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
