import Foundation

extension Character: CustomDumpRepresentable {
  /// A character dumps as a one-character string literal: `"©"`.
  public var customDumpValue: Any { String(self) }
}

extension Unicode.Scalar: CustomDumpRepresentable {
  /// A scalar dumps as a one-scalar string literal.
  public var customDumpValue: Any { String(self) }
}

extension StaticString: CustomDumpRepresentable {
  /// A static string dumps as a string literal.
  public var customDumpValue: Any { "\(self)" }
}

extension AnyHashable: CustomDumpRepresentable {
  /// A type-erased value dumps as the value it wraps.
  public var customDumpValue: Any { base }
}

extension ObjectIdentifier: CustomDumpStringConvertible {
  /// `ObjectIdentifier(0x7f…)`, without the address's leading zeros.
  public var customDumpDescription: String {
    var description = debugDescription
    if let range = description.range(of: "0x") {
      let digits = description[range.upperBound...]
      let trimmed = digits.drop { $0 == "0" }
      description.replaceSubrange(range.upperBound..., with: trimmed)
    }
    return description
  }
}

extension Duration: CustomDumpStringConvertible {
  /// The duration in words: `1 second, 500 milliseconds`.
  public var customDumpDescription: String {
    formatted(
      .units(
        allowed: [.days, .hours, .minutes, .seconds, .milliseconds, .microseconds, .nanoseconds],
        width: .wide
      )
    )
  }
}
