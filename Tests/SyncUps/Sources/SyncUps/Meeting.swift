import Foundation

/// A meeting a sync-up held: when it ended and what was said.
struct Meeting: Codable, Equatable, Hashable, Identifiable, Sendable {
  let id: UUID
  var date: Date
  var transcript: String

  init(id: UUID, date: Date, transcript: String = "") {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}
