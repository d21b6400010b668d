import Foundation
import IssueReporting

// On Linux `URLSession` lives in FoundationNetworking, not Foundation: re-exported, so that code
// written for Apple platforms (`URLSession(configuration: .ephemeral)`, an API client's
// `data(from:)`) compiles unchanged wherever `Dependencies` or `ComposableArchitecture` is
// imported, as it does with Point-Free's libraries there.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

extension DependencyValues {
  /// The URL session that features load data with.
  ///
  /// Live: `URLSession.shared`. In tests, unless overridden: a session whose every request
  /// reports `Unimplemented: @Dependency(\.urlSession)` and fails, so a test never reaches the
  /// network by accident. On Linux, `URLSession` comes from `FoundationNetworking`.
  ///
  /// ```swift
  /// @Dependency(\.urlSession) var urlSession
  /// let (data, _) = try await urlSession.data(from: url)
  /// ```
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }
}

private enum URLSessionKey: DependencyKey {
  static var liveValue: URLSession { .shared }
  static var testValue: URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [UnimplementedURLProtocol.self]
    return URLSession(configuration: configuration)
  }
}

/// Answers every request of a test's `urlSession` with an issue and a failure.
private final class UnimplementedURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool {
    // Reported here, once per request: this runs on the thread that made the request, where
    // the running test can be found; `startLoading` runs on the session's own queue.
    reportIssue(#"Unimplemented: @Dependency(\.urlSession)"#)
    return true
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    client?.urlProtocol(self, didFailWithError: UnimplementedURLSession())
  }

  override func stopLoading() {}
}

/// The error a test's unimplemented `urlSession` fails its requests with.
private struct UnimplementedURLSession: Error {}
