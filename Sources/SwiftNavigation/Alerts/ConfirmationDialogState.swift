import CustomDump
import Foundation

/// A confirmation dialog as a value: a title, an optional message, and buttons that send
/// actions. It works like ``AlertState`` (present it with `@Presents` and a presentation
/// `ifLet`; it goes away after any of its actions), and says whether its title is shown.
///
/// ```swift
/// state.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
public struct ConfirmationDialogState<Action>: Identifiable {
  /// The identity of this dialog, for a UI to tell dialogs apart.
  public let id: UUID

  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// The text under the title, if any.
  public var message: TextState?

  /// The title.
  public var title: TextState

  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// A confirmation dialog.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown; the platform decides by default.
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The text under the title.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), buttons: actions(), message: message?(), title: title(),
      titleVisibility: titleVisibility
    )
  }

  /// The same dialog over another action type; the ids are kept.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title,
      titleVisibility: titleVisibility
    )
  }
}

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  /// The platform decides.
  case automatic

  /// Never shown.
  case hidden

  /// Always shown.
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
      && lhs.titleVisibility == rhs.titleVisibility
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
    hasher.combine(titleVisibility)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Dumps its title, visibility, message and buttons, not its id.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [
      ("titleVisibility", titleVisibility), ("title", title),
    ]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
