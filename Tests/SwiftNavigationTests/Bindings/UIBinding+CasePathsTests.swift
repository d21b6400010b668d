import CasePaths
import Testing

@testable import SwiftNavigation

@CasePathable
private enum Destination: Equatable {
  case detail(String)
  case settings(Int)
  case help
}

@MainActor
@Suite struct UIBindingCasePathsTests {
  @Test func aCaseOfTheValueIsBoundWhileTheValueIsInIt() throws {
    @UIBinding var destination = Destination.detail("a")
    let detail = try #require($destination.detail)
    detail.wrappedValue = "b"
    #expect(destination == .detail("b"))
    #expect($destination.settings == nil)
    destination = .settings(1)
    detail.wrappedValue = "c"
    #expect(destination == .settings(1), "a write in another case changes nothing")
  }

  @Test func aCaseOfAnOptionalValueIsNilOutsideIt() {
    @UIBinding var destination: Destination? = nil
    let settings = $destination.settings
    #expect(settings.wrappedValue == nil)
    destination = .settings(3)
    #expect(settings.wrappedValue == 3)
    settings.wrappedValue = 4
    #expect(destination == .settings(4))
    settings.wrappedValue = nil
    #expect(destination == nil)
  }

  @Test func aCaseWithoutPayloadIsABooleanBinding() {
    @UIBinding var destination: Destination? = .help
    let help: UIBinding<Bool> = $destination.help
    #expect(help.wrappedValue)
    help.wrappedValue = false
    #expect(destination == nil)
  }
}
