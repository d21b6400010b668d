import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUps

struct SyncUpTests {
  @Test
  func savingDropsUnnamedAttendeesButNeverTheLastOne() {
    let mixed = SyncUp(
      id: UUID(0),
      attendees: [Attendee(id: UUID(1), name: " "), Attendee(id: UUID(2), name: "Ada")]
    )
    #expect(mixed.trimmed.attendees.map(\.id) == [UUID(2)])

    let blank = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1)), Attendee(id: UUID(2))])
    #expect(blank.trimmed.attendees.map(\.id) == [UUID(1)])
  }

  @Test
  func eachAttendeeGetsAnEqualShareOfTheMeeting() {
    let syncUp = SyncUp(
      id: UUID(0),
      attendees: [Attendee(id: UUID(1)), Attendee(id: UUID(2)), Attendee(id: UUID(3))],
      duration: .seconds(6 * 60)
    )
    #expect(syncUp.durationPerAttendee == .seconds(2 * 60))
    #expect(SyncUp(id: UUID(0), duration: .seconds(60)).durationPerAttendee == .seconds(60))
  }

  @Test
  func aSyncUpSurvivesEncoding() throws {
    let syncUp = SyncUp(
      id: UUID(0), title: "Design", attendees: [Attendee(id: UUID(1), name: "Ada")],
      duration: .seconds(90), theme: .teal,
      meetings: [Meeting(id: UUID(2), date: Date(timeIntervalSince1970: 0), transcript: "Hi")]
    )
    let decoded = try JSONDecoder().decode(SyncUp.self, from: JSONEncoder().encode(syncUp))
    #expect(decoded == syncUp)
  }
}
