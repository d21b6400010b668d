/// The error an unimplemented throwing endpoint throws, after reporting an issue.
public struct Unimplemented: Error {
  let endpoint: String

  /// An error for the unimplemented `endpoint`.
  ///
  /// - Parameter endpoint: The endpoint's name.
  public init(_ endpoint: String) {
    self.endpoint = endpoint
  }
}
