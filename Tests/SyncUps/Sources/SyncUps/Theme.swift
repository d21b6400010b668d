/// The colour a sync-up is shown in.
enum Theme: String, CaseIterable, Codable, Equatable, Hashable, Sendable {
  case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood, periwinkle,
    poppy, purple, seafoam, sky, tan, teal, yellow
}
