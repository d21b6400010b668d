import CasePaths

/// A presented state that is only data, with no feature behind it: alerts and dialogs. It goes
/// away after any of its actions.
public protocol _EphemeralState {}

// SwiftNavigation's alerts and dialogs are the ephemeral states TCA knows.
extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

/// Whether `state`, or the payload of the enum case it is in, is ephemeral.
@usableFromInline
func isEphemeral<State>(_ state: State) -> Bool {
  if State.self is any _EphemeralState.Type { return true }
  // Only an enum's case can hold one: a struct is not reflected.
  guard hasEnumTag(State.self) else { return false }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
}
