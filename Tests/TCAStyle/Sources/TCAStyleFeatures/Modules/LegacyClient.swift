import XCTestDynamicOverlay

/// A client written before IssueReporting: its test value fails with the old `XCTFail`.
public struct LegacyClient: Sendable {
  public var fetchGreeting: @Sendable () -> String

  /// A client whose every call reports an issue.
  public static let failing = LegacyClient {
    XCTFail("LegacyClient.fetchGreeting is unimplemented")
    return ""
  }
}
