import CustomDump
import Testing

@Suite struct KeyPathTests {
  @Test func storedPropertyPathsAreNamed() {
    #expect(String(customDumping: \UserClass.name) == #"\UserClass.name"#)
    #expect(String(customDumping: \Pair.driver.name) == #"\Pair.driver.name"#)
    #expect(
      String(customDumping: \(x: Double, y: Double).x) == #"\(x: Double, y: Double).x"#
    )
  }

  @Test func computedComponentsFallBackToTheType() {
    #expect(String(customDumping: \User.name.count) == "KeyPath<User, Int>")
  }
}
