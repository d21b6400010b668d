import Foundation

/// A meeting a sync-up held: when it ended and what was said.
public struct Meeting: Codable, Equatable, Hashable, Identifiable, Sendable {
  public let id: UUID
  public var date: Date
  public var transcript: String

  public init(id: UUID, date: Date, transcript: String = "") {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}
