import ComposableArchitecture
import Foundation

/// A recurring meeting: who attends, how long it lasts, and the meetings it has held.
struct SyncUp: Codable, Equatable, Hashable, Identifiable, Sendable {
  let id: UUID
  var title: String
  var attendees: IdentifiedArrayOf<Attendee>
  var duration: Duration
  var theme: Theme
  var meetings: IdentifiedArrayOf<Meeting>

  init(
    id: UUID,
    title: String = "",
    attendees: IdentifiedArrayOf<Attendee> = [],
    duration: Duration = .seconds(5 * 60),
    theme: Theme = .bubblegum,
    meetings: IdentifiedArrayOf<Meeting> = []
  ) {
    self.id = id
    self.title = title
    self.attendees = attendees
    self.duration = duration
    self.theme = theme
    self.meetings = meetings
  }

  /// How long each attendee speaks: the meeting's length split evenly between them.
  var durationPerAttendee: Duration {
    attendees.isEmpty ? duration : duration / attendees.count
  }

  /// The sync-up as a form saves it: attendees without a name are dropped, and if that leaves
  /// none, the first one stays so that the meeting has a speaker.
  var trimmed: SyncUp {
    var syncUp = self
    let named = attendees.filter(\.isNamed)
    if named.isEmpty, let first = attendees.first {
      syncUp.attendees = [first]
    } else {
      syncUp.attendees = named
    }
    return syncUp
  }
}
