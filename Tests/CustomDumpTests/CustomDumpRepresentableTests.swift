import CustomDump
import Testing

@Suite struct CustomDumpRepresentableTests {
  @Test func dumpsTheRepresentingValue() {
    #expect(String(customDumping: Wrapper(rawValue: 42)) == "42")
    #expect(
      String(customDumping: Wrapper(rawValue: User(id: 1, name: "Blob"))) == """
        User(
          id: 1,
          name: "Blob"
        )
        """
    )
  }

  @Test func diffsTheRepresentingValue() {
    #expect(
      diff(
        Wrapper(rawValue: LoginState(email: "a@b.co", password: "1", token: "t")),
        Wrapper(rawValue: LoginState(email: "a@b.co", password: "2", token: "t"))
      ) == """
          LoginState(
            email: "a@b.co",
        -   password: <redacted>
        +   password: <redacted>
          )
        """
    )
  }

  @Test func typedRepresentation() {
    struct Celsius: CustomDumpRepresentable {
      var degrees: Double
      var customDumpValue: Double { degrees }
    }
    #expect(String(customDumping: Celsius(degrees: 21.5)) == "21.5")
  }
}
