import CustomDump
import Testing

@Suite struct CustomDumpStringConvertibleTests {
  @Test func descriptionReplacesTheDump() {
    #expect(String(customDumping: Redacted(rawValue: "secret")) == "<redacted>")
    struct Account: Equatable {
      var name: String
      var password: Redacted<String>
    }
    #expect(
      String(customDumping: Account(name: "Blob", password: Redacted(rawValue: "hunter2"))) == """
        CustomDumpStringConvertibleTests.Account(
          name: "Blob",
          password: <redacted>
        )
        """
    )
  }
}
