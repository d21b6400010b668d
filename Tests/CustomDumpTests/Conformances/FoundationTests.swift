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

  @Test func numbersDumpAsTheirValue() {
    #expect(String(customDumping: NSNumber(value: 42)) == "42")
    #expect(String(customDumping: NSNumber(value: 1.5)) == "1.5")
    #expect(
      String(customDumping: [NSNumber(value: 1), NSNumber(value: 2)] as NSArray) == """
        [
          [0]: 1,
          [1]: 2
        ]
        """
    )
    #expect(
      String(customDumping: NSOrderedSet(array: [NSNumber(value: 3), NSNumber(value: 1)])) == """
        [
          [0]: 3,
          [1]: 1
        ]
        """
    )
  }

  @Test func calendarsTimeZonesAndLocalesDumpAsValueTypes() {
    let calendar = NSCalendar(identifier: .gregorian)!
    #expect(String(customDumping: calendar).hasPrefix("Calendar(\n  identifier: .gregorian,"))
    #expect(String(customDumping: calendar) == String(customDumping: calendar as Calendar))
    #expect(
      String(customDumping: NSTimeZone(forSecondsFromGMT: 0)) == """
        TimeZone(
          identifier: "GMT",
          abbreviation: "GMT",
          secondsFromGMT: 0,
          isDaylightSavingTime: false
        )
        """
    )
    #expect(String(customDumping: NSLocale(localeIdentifier: "fr_FR")) == "Locale(fr_FR)")
  }

  @Test func indexesAndRangesDumpAsValueTypes() {
    #expect(String(customDumping: NSIndexPath()) == "[]")
    let path = NSIndexPath(indexes: [2, 7], length: 2)
    #expect(String(customDumping: path) == String(customDumping: path as IndexPath))
    #expect(
      String(customDumping: NSIndexSet(indexesIn: NSRange(location: 2, length: 3))) == """
        IndexSet(
          ranges: [
            [0]: 2..<5
          ]
        )
        """
    )
    #expect(String(customDumping: NSRange(location: 3, length: 2)) == "3..<5")
  }

  @Test func measurementsAndNotificationsDumpAsValueTypes() {
    #expect(
      String(customDumping: NSMeasurement(doubleValue: 5, unit: UnitLength.meters)) == """
        Measurement(
          value: 5.0,
          unit: "m"
        )
        """
    )
    #expect(
      String(customDumping: NSNotification(name: Notification.Name("todos.saved"), object: nil))
        == #"Notification(name: "todos.saved")"#
    )
  }

  @Test func urlPartsDumpAsValueTypes() {
    let components = NSURLComponents(string: "https://www.pointfree.co/episodes?page=2")!
    #expect(String(customDumping: components).hasPrefix("URLComponents(\n  scheme: \"https\","))
    #expect(
      String(customDumping: components) == String(customDumping: components as URLComponents)
    )
    #expect(
      String(customDumping: NSURLQueryItem(name: "page", value: "2")) == """
        URLQueryItem(
          name: "page",
          value: "2"
        )
        """
    )
  }
}
