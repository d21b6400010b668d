import CustomDump
import Foundation
import Testing

@Suite struct FoundationTests {
  @Test func dates() {
    #expect(
      String(customDumping: Date(timeIntervalSince1970: 0)) == "Date(1970-01-01T00:00:00.000Z)"
    )
    #expect(
      String(customDumping: NSDate(timeIntervalSince1970: 1.5))
        == "Date(1970-01-01T00:00:01.500Z)"
    )
    #expect(
      String(customDumping: NestedDate(date: Date(timeIntervalSince1970: 0)))
        == "NestedDate(date: Date(1970-01-01T00:00:00.000Z))"
    )
    #expect(
      diff(
        NestedDate(date: Date(timeIntervalSince1970: 0)),
        NestedDate(date: Date(timeIntervalSince1970: 1))
      ) == """
        - NestedDate(date: Date(1970-01-01T00:00:00.000Z))
        + NestedDate(date: Date(1970-01-01T00:00:01.000Z))
        """
    )
  }

  @Test func identifiersAndURLs() {
    let uuid = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    #expect(String(customDumping: uuid) == "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)")
    #expect(
      String(customDumping: NSUUID(uuidString: uuid.uuidString)!) == String(customDumping: uuid))
    let url = URL(string: "https://www.pointfree.co/")!
    #expect(String(customDumping: url) == "URL(https://www.pointfree.co/)")
    #expect(String(customDumping: url as NSURL) == "URL(https://www.pointfree.co/)")
  }

  @Test func dataShowsItsSize() {
    #expect(String(customDumping: Data(repeating: 0, count: 4)) == "Data(4 bytes)")
    #expect(String(customDumping: NSData(data: Data(repeating: 0, count: 4))) == "Data(4 bytes)")
  }

  @Test func numbersAndLocales() {
    #expect(String(customDumping: Decimal(string: "1.5")!) == "1.5")
    #expect(String(customDumping: Locale(identifier: "en_US")) == "Locale(en_US)")
  }

  @Test func strings() {
    #expect(String(customDumping: "Blob" as NSString) == #""Blob""#)
    #expect(String(customDumping: NSAttributedString(string: "Hello, Blob!")) == #""Hello, Blob!""#)
    #expect(String(customDumping: AttributedString("Hello")) == #""Hello""#)
  }

  @Test func timeZones() {
    #expect(
      String(customDumping: TimeZone(secondsFromGMT: 0)!) == """
        TimeZone(
          identifier: "GMT",
          abbreviation: "GMT",
          secondsFromGMT: 0,
          isDaylightSavingTime: false
        )
        """
    )
  }

  @Test func errors() {
    let error = NSError(
      domain: "co.pointfree", code: 42,
      userInfo: [NSLocalizedDescriptionKey: "An error occurred"]
    )
    #expect(
      String(customDumping: error) == """
        NSError(
          domain: "co.pointfree",
          code: 42,
          userInfo: [
            "NSLocalizedDescription": "An error occurred"
          ]
        )
        """
    )
    enum LoadError: Error, Equatable {
      case notFound(path: String)
    }
    #expect(
      String(customDumping: LoadError.notFound(path: "/todos")) == """
        FoundationTests.LoadError.notFound(path: "/todos")
        """
    )
  }
}
