import CustomDump
import Foundation

/// An alert as a value: a title, an optional message, and buttons that send actions.
///
/// Hold it as presented state and let a presentation `ifLet` run it: a button's action reaches
/// the parent as `.alert(.presented(action))`, and the alert goes away after any of its actions.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var alert: AlertState<Action.Alert>?
/// }
/// enum Action {
///   case alert(PresentationAction<Alert>)
///   case deleteTapped
///   @CasePathable
///   enum Alert { case confirmDeletion }
/// }
/// // in the reducer:
/// case .deleteTapped:
///   state.alert = AlertState {
///     TextState("Delete this item?")
///   } actions: {
///     ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///     ButtonState(role: .cancel) { TextState("Cancel") }
///   }
/// case .alert(.presented(.confirmDeletion)):
///   // delete; the alert is already gone
/// // in the body:
///   .ifLet(\.$alert, action: \.alert)
/// ```
///
/// Two alerts are equal when they say the same things with the same buttons; the ``id`` only
/// tells a UI one alert from the next.
public struct AlertState<Action>: Identifiable {
  /// The identity of this alert, for a UI to tell alerts apart.
  public let id: UUID

  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// The text under the title, if any.
  public var message: TextState?

  /// The title.
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// An alert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons; none gives a UI's default "OK" that only closes.
  ///   - message: The text under the title.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// The same alert over another action type; the ids are kept.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title
    )
  }
}

extension AlertState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Dumps its title, message and buttons, not its id, which differs in every test run.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
