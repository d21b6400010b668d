import Foundation

/// Someone who attends a sync-up and speaks in turn at its meetings.
public struct Attendee: Codable, Equatable, Hashable, Identifiable, Sendable {
  public let id: UUID
  public var name: String

  public init(id: UUID, name: String = "") {
    self.id = id
    self.name = name
  }

  /// Whether the name has anything but spaces in it: a form drops attendees with none.
  public var isNamed: Bool {
    !name.allSatisfy(\.isWhitespace)
  }
}
