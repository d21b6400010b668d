import Testing

@testable import ComposableArchitecture

/// How runtime warnings print the actions and cases they are about.
@Suite struct DescribeTests {
  @Test func typesLocalToAFunctionAreNamedWithoutTheirAnonymousContext() {
    enum Inner { case tap }
    enum Action { case child(Inner) }
    let text = describe(Action.child(.tap))
    #expect(!text.contains("unknown context"))
    #expect(
      text == """
        ComposableArchitectureTests.DescribeTests.Action.child(\
        ComposableArchitectureTests.DescribeTests.Inner.tap)
        """
    )
  }

  @Test func caseNameIsTheBareLabel() {
    enum Destination {
      case detail(Int)
      case settings
    }
    #expect(caseName(Destination.detail(1)) == "detail")
    #expect(caseName(Destination.settings) == "settings")
  }
}
