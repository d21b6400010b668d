import Foundation

extension Date: CustomDumpStringConvertible {
  /// `Date(1970-01-01T00:00:00.000Z)`: ISO 8601 in UTC with milliseconds, the same on every
  /// machine whatever its time zone.
  public var customDumpDescription: String {
    "Date(\(formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))))"
  }
}

extension UUID: CustomDumpStringConvertible {
  /// `UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)`.
  public var customDumpDescription: String { "UUID(\(uuidString))" }
}

extension URL: CustomDumpStringConvertible {
  /// `URL(https://www.pointfree.co/)`.
  public var customDumpDescription: String { "URL(\(absoluteString))" }
}

extension Data: CustomDumpStringConvertible {
  /// `Data(4 bytes)`: the size, not the bytes.
  public var customDumpDescription: String {
    let formatter = ByteCountFormatter()
    formatter.allowedUnits = .useBytes
    return "Data(\(formatter.string(fromByteCount: Int64(count))))"
  }
}

extension Decimal: CustomDumpStringConvertible {
  /// The decimal's digits, `1.5`, rather than its storage fields.
  public var customDumpDescription: String { description }
}

extension Locale: CustomDumpStringConvertible {
  /// `Locale(en_US)`.
  public var customDumpDescription: String { "Locale(\(identifier))" }
}

extension TimeZone: CustomDumpReflectable {
  /// The identifier, abbreviation, offset and daylight-saving state.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "identifier": identifier,
        "abbreviation": abbreviation() as Any,
        "secondsFromGMT": secondsFromGMT(),
        "isDaylightSavingTime": isDaylightSavingTime(),
      ],
      displayStyle: .struct
    )
  }
}

extension Calendar: CustomDumpReflectable {
  /// The identifier, locale, time zone and week settings.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "identifier": identifier,
        "locale": locale as Any,
        "timeZone": timeZone,
        "firstWeekday": firstWeekday,
        "minimumDaysInFirstWeek": minimumDaysInFirstWeek,
      ],
      displayStyle: .struct
    )
  }
}

extension NSError: CustomDumpReflectable {
  /// The domain, code and user info.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["domain": domain, "code": code, "userInfo": userInfo],
      displayStyle: .class
    )
  }
}

extension NSString: CustomDumpRepresentable {
  /// Dumps as the Swift string.
  public var customDumpValue: Any { self as String }
}

extension NSDate: CustomDumpRepresentable {
  /// Dumps as the Swift `Date`.
  public var customDumpValue: Any { self as Date }
}

extension NSData: CustomDumpRepresentable {
  /// Dumps as the Swift `Data`.
  public var customDumpValue: Any { Data(referencing: self) }
}

extension NSURL: CustomDumpRepresentable {
  /// Dumps as the Swift `URL`.
  public var customDumpValue: Any { self as URL }
}

extension NSUUID: CustomDumpRepresentable {
  /// Dumps as the Swift `UUID`.
  public var customDumpValue: Any { self as UUID }
}

extension NSAttributedString: CustomDumpRepresentable {
  /// Dumps as its plain text.
  public var customDumpValue: Any { string }
}

extension AttributedString: CustomDumpRepresentable {
  /// Dumps as its plain text.
  public var customDumpValue: Any { String(characters) }
}

// Foundation's reference types dump as the Swift value types they bridge to, so an `NSNumber`
// reads `1`, not its storage fields, and an object and its value type dump alike.

extension NSValue: CustomDumpStringConvertible {
  /// The value's own description: `1` for an `NSNumber`, `{0, 1}` for a boxed range.
  public var customDumpDescription: String { debugDescription }
}

extension NSCalendar: CustomDumpRepresentable {
  /// Dumps as the Swift `Calendar`.
  public var customDumpValue: Any { self as Calendar }
}

extension NSTimeZone: CustomDumpRepresentable {
  /// Dumps as the Swift `TimeZone`.
  public var customDumpValue: Any {
    // NB: corelibs Foundation has no `as` bridge from `NSTimeZone`; the identifier rebuilds it.
    TimeZone(identifier: name) as Any
  }
}

extension NSLocale: CustomDumpRepresentable {
  /// Dumps as the Swift `Locale`: `Locale(en_US)`.
  public var customDumpValue: Any { self as Locale }
}

extension NSIndexPath: CustomDumpRepresentable {
  /// Dumps as the Swift `IndexPath`.
  public var customDumpValue: Any { self as IndexPath }
}

extension NSIndexSet: CustomDumpRepresentable {
  /// Dumps as the Swift `IndexSet`.
  public var customDumpValue: Any { self as IndexSet }
}

extension NSRange: CustomDumpRepresentable {
  /// Dumps as the Swift range it covers, `0..<1`, or `nil` when it covers none.
  public var customDumpValue: Any { Range(self) as Any }
}

extension NSMeasurement: CustomDumpRepresentable {
  /// Dumps as the Swift `Measurement`.
  public var customDumpValue: Any { self as Measurement }
}

extension NSNotification: CustomDumpRepresentable {
  /// Dumps as the Swift `Notification`.
  public var customDumpValue: Any { self as Notification }
}

extension NSURLComponents: CustomDumpRepresentable {
  /// Dumps as the Swift `URLComponents`.
  public var customDumpValue: Any { self as URLComponents }
}

extension NSURLQueryItem: CustomDumpRepresentable {
  /// Dumps as the Swift `URLQueryItem`.
  public var customDumpValue: Any { self as URLQueryItem }
}

extension NSOrderedSet: CustomDumpReflectable {
  /// Its elements, in order, as a collection.
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: array, displayStyle: .collection)
  }
}

extension NSPredicate: CustomDumpStringConvertible {
  /// The predicate's format, as Foundation describes it.
  public var customDumpDescription: String { debugDescription }
}

extension NSExceptionName: CustomDumpStringConvertible {
  /// The name itself.
  public var customDumpDescription: String { rawValue }
}
