extension AsyncStream {
  /// Wraps any sendable async sequence as an `AsyncStream`, pulling one element per request.
  ///
  /// Useful to give a dependency a concrete return type whatever sequence its live
  /// implementation uses:
  ///
  /// ```swift
  /// struct EventsClient {
  ///   var events: @Sendable () -> AsyncStream<Event>
  /// }
  /// let live = EventsClient(events: { AsyncStream(socket.messages.map(Event.init)) })
  /// ```
  ///
  /// The stream ends when the sequence does; an error thrown by the sequence also just ends it.
  ///
  /// - Parameter sequence: The sequence to wrap; it is iterated lazily, on demand.
  public init<S: AsyncSequence>(_ sequence: S) where S.Element == Element, S: Sendable {
    let pump = SequencePump(sequence)
    self.init(unfolding: { try? await pump.next() })
  }

  /// A stream that never produces an element and ends only when its consumer is cancelled.
  public static var never: Self {
    // NB: a stream whose continuation is dropped unused stays open: only `finish()` or the
    // consumer's cancellation ends it (checked on Swift 6.3.1).
    Self { _ in }
  }

  /// A stream that ends at once, without producing an element.
  public static var finished: Self {
    Self { $0.finish() }
  }
}

extension AsyncSequence {
  /// Wraps this sequence as an `AsyncStream`; errors end the stream.
  public func eraseToStream() -> AsyncStream<Element> where Self: Sendable {
    AsyncStream(self)
  }
}
