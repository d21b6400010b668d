/// What a button is for, beyond its label: platforms style and place such buttons their own way.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// Cancels: closes the alert or dialog and does nothing else.
  case cancel

  /// Destroys data: deleting, discarding.
  case destructive
}
