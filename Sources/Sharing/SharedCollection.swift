import IdentifiedCollections

extension RangeReplaceableCollection {
  /// One shared reference per element of a shared identified collection, each writing through
  /// to its element, found by id: for handing each row of a list to its own feature.
  ///
  /// ```swift
  /// @Shared var todos: IdentifiedArrayOf<Todo>
  ///
  /// let rows = Array($todos)  // [Shared<Todo>]
  /// rows[0].title.withLock { $0 = "Buy milk" }  // changes `todos`
  /// ```
  ///
  /// - Parameter shared: A shared identified collection.
  /// - Complexity: O(*n*) for *n* elements.
  public init<Value: _MutableIdentifiedCollection>(
    _ shared: Shared<Value>
  ) where Element == Shared<Value.Element> {
    self.init()
    let value = shared.wrappedValue
    reserveCapacity(value.count)
    for id in value.ids {
      // The id was read from the value just now, so the element is there to unwrap.
      if let element = Shared<Value.Element>(shared[id: id]) { append(element) }
    }
  }

  /// One read-only shared reference per element of a read-only shared identified collection.
  ///
  /// - Parameter shared: A read-only shared identified collection.
  /// - Complexity: O(*n*) for *n* elements.
  public init<Value: _IdentifiedCollection>(
    _ shared: SharedReader<Value>
  ) where Element == SharedReader<Value.Element> {
    self.init()
    let value = shared.wrappedValue
    reserveCapacity(value.count)
    for id in value.ids {
      if let element = SharedReader<Value.Element>(shared[id: id]) { append(element) }
    }
  }
}
