import CustomDump
import Testing

@Suite struct SwiftTests {
  @Test func textTypesDumpAsStringLiterals() {
    #expect(String(customDumping: "©" as Character) == #""©""#)
    #expect(String(customDumping: "Blob" as StaticString) == #""Blob""#)
    #expect(String(customDumping: "©" as Unicode.Scalar) == #""©""#)
  }

  @Test func anyHashableDumpsItsBase() {
    #expect(String(customDumping: AnyHashable(42)) == "42")
    #expect(String(customDumping: AnyHashable("Blob")) == #""Blob""#)
  }

  @Test func objectIdentifierDropsLeadingZeros() {
    let text = String(customDumping: ObjectIdentifier(UserClass(id: 1, name: "Blob")))
    #expect(text.hasPrefix("ObjectIdentifier(0x"))
    #expect(!text.hasPrefix("ObjectIdentifier(0x0"))
  }

  @Test func durationsInWords() {
    #expect(String(customDumping: Duration.seconds(1)) == "1 second")
    #expect(String(customDumping: Duration.milliseconds(1_500)) == "1 second, 500 milliseconds")
  }
}
