import Dependencies
import Testing

@Suite struct DependencyContextTests {
  @Test func testsRunInTheTestContext() {
    @Dependency(\.context) var context
    #expect(context == .test)
  }

  @Test func theContextChoosesTheDefaults() {
    for (context, expected) in [(DependencyContext.live, 1), (.test, 2), (.preview, 3)] {
      withDependencies {
        $0.context = context
      } operation: {
        @Dependency(\.context) var current
        @Dependency(\.number) var number
        #expect(current == context)
        #expect(number == expected)
      }
    }
  }
}
