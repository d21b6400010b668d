extension IdentifiedArray {
  /// Creates an empty array whose elements are identified by the given key path.
  ///
  /// ```swift
  /// var numbers = IdentifiedArray(id: \Int.self)
  /// numbers.append(42)
  /// ```
  ///
  /// - Parameter id: The key path from an element to its id.
  /// - Complexity: O(1).
  @inlinable
  public init(id: KeyPath<Element, ID>) {
    self.init(id: id, _id: { $0[keyPath: id] }, ids: [], elements: [], offsets: [:])
  }

  /// Creates an array from elements whose ids are all different, identified by the given key
  /// path.
  ///
  /// Two elements with the same id stop the program with a message naming that id. Use
  /// ``init(_:id:uniquingIDsWith:)`` when duplicates are possible.
  ///
  /// ```swift
  /// let users = IdentifiedArray(uniqueElements: [alice, bob], id: \User.email)
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - id: The key path from an element to its id.
  /// - Precondition: No two elements have the same id.
  /// - Complexity: O(*n*) on average, where *n* is the number of elements, if `ID` hashes well.
  @inlinable
  public init<S: Sequence>(uniqueElements elements: S, id: KeyPath<Element, ID>)
  where S.Element == Element {
    self.init(id: id)
    _appendUnique(contentsOf: elements)
  }

  /// Creates an array from elements that are known to have different ids, identified by the
  /// given key path, without checking in optimized builds.
  ///
  /// Debug builds still check; an optimized build given duplicates produces an array whose
  /// lookups are wrong. Use it only when the elements come from a source that already
  /// guarantees unique ids, such as another identified array.
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - id: The key path from an element to its id.
  /// - Precondition: No two elements have the same id.
  /// - Complexity: O(*n*) on average, where *n* is the number of elements, if `ID` hashes well.
  @inlinable
  @_disfavoredOverload
  public init<S: Sequence>(uncheckedUniqueElements elements: S, id: KeyPath<Element, ID>)
  where S.Element == Element {
    self.init(id: id)
    _appendUncheckedUnique(contentsOf: elements)
  }

  /// Creates an array from elements that may share ids, merging each duplicate into the element
  /// already there with `combine`.
  ///
  /// A merged element keeps the position of the first element with its id.
  ///
  /// ```swift
  /// let totals = IdentifiedArray(
  ///   [Sale(region: "EU", amount: 2), Sale(region: "US", amount: 1), Sale(region: "EU", amount: 3)],
  ///   id: \.region,
  ///   uniquingIDsWith: { Sale(region: $0.region, amount: $0.amount + $1.amount) }
  /// )
  /// // [Sale(region: "EU", amount: 5), Sale(region: "US", amount: 1)]
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - id: The key path from an element to its id.
  ///   - combine: Given the element already kept and a later one with the same id, returns the
  ///     element to keep. It may throw, which rethrows from the initializer.
  /// - Precondition: `combine` returns an element with the same id as its arguments.
  /// - Complexity: O(*n*) on average, where *n* is the number of elements, if `ID` hashes well.
  @inlinable
  public init<S: Sequence>(
    _ elements: S,
    id: KeyPath<Element, ID>,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows where S.Element == Element {
    self.init(id: id)
    try _appendMerging(contentsOf: elements, uniquingIDsWith: combine)
  }

  /// Creates a copy of another identified array.
  ///
  /// - Parameter elements: The array to copy.
  /// - Complexity: O(1): the copy shares storage until either is mutated.
  @inlinable
  public init(_ elements: Self) {
    self = elements
  }

  /// Creates an identified array from a slice of another one, keeping its key path.
  ///
  /// The ids in a slice are unique already, so they are not checked again.
  ///
  /// ```swift
  /// let firstTwo = IdentifiedArray(todos[..<2])
  /// ```
  ///
  /// - Parameter elements: The slice to copy.
  /// - Complexity: O(*k*) on average, where *k* is the length of the slice, if `ID` hashes well.
  @inlinable
  public init(_ elements: SubSequence) {
    let base = elements.base
    let range = elements.startIndex..<elements.endIndex
    var offsets: [ID: Int] = [:]
    offsets.reserveCapacity(range.count)
    let ids = Array(base._ids[range])
    for (offset, id) in ids.enumerated() {
      offsets[id] = offset
    }
    self.init(
      id: base.id,
      _id: base._id,
      ids: ids,
      elements: Array(base._elements[range]),
      offsets: offsets
    )
  }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an empty array of `Identifiable` elements.
  ///
  /// Same as the empty array literal `[]`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {
    self.init(id: \.id, _id: { $0.id }, ids: [], elements: [], offsets: [:])
  }

  /// Creates an array from `Identifiable` elements whose ids are all different.
  ///
  /// Two elements with the same id stop the program with a message naming that id. Use
  /// ``init(_:uniquingIDsWith:)`` when duplicates are possible.
  ///
  /// ```swift
  /// let todos = IdentifiedArrayOf<Todo>(uniqueElements: try await api.fetchTodos())
  /// ```
  ///
  /// - Parameter elements: The elements, in order.
  /// - Precondition: No two elements have the same id.
  /// - Complexity: O(1) if `elements` is an identified array of the same type; otherwise O(*n*)
  ///   on average, where *n* is the number of elements, if `ID` hashes well.
  @inlinable
  public init<S: Sequence>(uniqueElements elements: S) where S.Element == Element {
    // Type comparisons rather than casts: they fold away when the initializer is specialized.
    if S.self == Self.self {
      self = elements as! Self
      return
    }
    if S.self == SubSequence.self {
      self.init(elements as! SubSequence)
      return
    }
    self.init()
    _appendUnique(contentsOf: elements)
  }

  /// Creates an array from `Identifiable` elements known to have different ids, without
  /// checking in optimized builds.
  ///
  /// Debug builds still check; an optimized build given duplicates produces an array whose
  /// lookups are wrong. Use it only when the elements come from a source that already
  /// guarantees unique ids.
  ///
  /// - Parameter elements: The elements, in order.
  /// - Precondition: No two elements have the same id.
  /// - Complexity: O(*n*) on average, where *n* is the number of elements, if `ID` hashes well.
  @inlinable
  @_disfavoredOverload
  public init<S: Sequence>(uncheckedUniqueElements elements: S) where S.Element == Element {
    self.init()
    _appendUncheckedUnique(contentsOf: elements)
  }

  /// Creates an array from `Identifiable` elements that may share ids, merging each duplicate
  /// into the element already there with `combine`.
  ///
  /// A merged element keeps the position of the first element with its id.
  ///
  /// ```swift
  /// let latest = IdentifiedArrayOf<Todo>(pages.joined(), uniquingIDsWith: { _, newer in newer })
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - combine: Given the element already kept and a later one with the same id, returns the
  ///     element to keep. It may throw, which rethrows from the initializer.
  /// - Precondition: `combine` returns an element with the same id as its arguments.
  /// - Complexity: O(*n*) on average, where *n* is the number of elements, if `ID` hashes well.
  @inlinable
  public init<S: Sequence>(
    _ elements: S,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows where S.Element == Element {
    self.init()
    try _appendMerging(contentsOf: elements, uniquingIDsWith: combine)
  }
}

extension IdentifiedArray {
  @inlinable
  mutating func _appendUnique<S: Sequence>(contentsOf elements: S) where S.Element == Element {
    _reserveAll(_ids.count + elements.underestimatedCount)
    for element in elements {
      let id = _id(element)
      precondition(_offsets[id] == nil, _duplicateIDMessage(id))
      _appendUnchecked(element, id: id)
    }
  }

  @inlinable
  mutating func _appendUncheckedUnique<S: Sequence>(contentsOf elements: S)
  where S.Element == Element {
    _reserveAll(_ids.count + elements.underestimatedCount)
    for element in elements {
      let id = _id(element)
      assert(_offsets[id] == nil, _duplicateIDMessage(id))
      _appendUnchecked(element, id: id)
    }
  }

  @inlinable
  mutating func _appendMerging<S: Sequence>(
    contentsOf elements: S,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows where S.Element == Element {
    _reserveAll(_ids.count + elements.underestimatedCount)
    for element in elements {
      let id = _id(element)
      if let offset = _offsets[id] {
        let merged = try combine(_elements[offset], element)
        let mergedID = _id(merged)
        precondition(mergedID == id, _changedIDMessage(original: id, new: mergedID))
        _elements[offset] = merged
        _noteWrite(at: offset)
      } else {
        _appendUnchecked(element, id: id)
      }
    }
  }

  @inlinable
  mutating func _reserveAll(_ minimumCapacity: Int) {
    guard minimumCapacity > _ids.count else { return }
    _ids.reserveCapacity(minimumCapacity)
    _elements.reserveCapacity(minimumCapacity)
    _offsets.reserveCapacity(minimumCapacity)
  }
}
