import CasePaths
import Testing

@Suite struct NeverPayloadTests {
  // `@Reducer` gives ignored and alert-only cases a `Never` payload in `Action`; such an enum
  // must build without warnings.
  @CasePathable
  enum Action {
    case ignored(Swift.Never)
    case alert(Never)
    case tap
  }

  @Test func aNeverCaseNeverMatches() {
    #expect(Action.tap[case: \.ignored] == nil)
    #expect(Action.tap.is(\.tap))
  }
}
