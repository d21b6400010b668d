import Foundation

/// Someone who attends a sync-up and speaks in turn at its meetings.
struct Attendee: Codable, Equatable, Hashable, Identifiable, Sendable {
  let id: UUID
  var name: String

  init(id: UUID, name: String = "") {
    self.id = id
    self.name = name
  }

  /// Whether the name has anything but spaces in it: a form drops attendees with none.
  var isNamed: Bool {
    !name.allSatisfy(\.isWhitespace)
  }
}
