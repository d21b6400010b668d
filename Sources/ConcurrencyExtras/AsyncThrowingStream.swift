extension AsyncThrowingStream where Failure == any Error {
  /// Wraps any sendable async sequence as an `AsyncThrowingStream`, pulling one element per
  /// request and passing the sequence's error on.
  ///
  /// - Parameter sequence: The sequence to wrap; it is iterated lazily, on demand.
  public init<S: AsyncSequence>(_ sequence: S) where S.Element == Element, S: Sendable {
    let pump = SequencePump(sequence)
    self.init(unfolding: { try await pump.next() })
  }

  /// A stream that never produces an element and ends only when its consumer is cancelled.
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that ends at once, without producing an element, by throwing `error` if given.
  ///
  /// - Parameter error: The error to end with, or `nil` to end normally.
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}

extension AsyncSequence {
  /// Wraps this sequence as an `AsyncThrowingStream` that passes its errors on.
  public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error>
  where Self: Sendable {
    AsyncThrowingStream(self)
  }
}
