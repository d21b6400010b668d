/// The screens of a navigation stack, as state: an ordered collection of elements, each with a
/// ``StackElementID`` given when it was pushed.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// // in a reducer:
/// state.path.append(.detail(Detail.State()))
/// state.path[id: id, case: \.detail]?.title = "Edited"
/// state.path.pop(from: id)
/// ```
///
/// Elements are read and changed by id, which stays valid while the element is on the stack,
/// unlike its position. Pair it with ``StackAction`` and
/// `Reducer.forEach(_:action:destination:)` to run a feature per
/// element.
public struct StackState<Element> {
  /// The ids in stack order; `elements` holds exactly these keys.
  private(set) var _ids: [StackElementID]
  private var elements: [StackElementID: Element]
  /// The ids the stack's `forEach` last saw, which it compares with the ids it finds: an
  /// element gone since has its effects cancelled, whoever removed it. Not part of the value:
  /// equality, hashing and coding ignore it.
  var _mounted: [StackElementID] = []

  /// An empty stack.
  public init() {
    self._ids = []
    self.elements = [:]
  }

  /// The ids of the elements, bottom of the stack first.
  ///
  /// ```swift
  /// for (id, element) in zip(state.path.ids, state.path) where element.isDeleted {
  ///   state.path.pop(from: id)
  ///   break
  /// }
  /// ```
  ///
  /// - Complexity: O(1).
  public var ids: [StackElementID] { _ids }

  /// The element with id `id`, or nil if it is not on the stack.
  ///
  /// Setting nil removes the element. Setting a value for an id not on the stack is only
  /// allowed in tests, where it pushes the element with that id (a test store's expected state
  /// writes `$0.path[id: 0] = …`); elsewhere it is reported and ignored.
  ///
  /// - Complexity: O(1) to read or change an element; O(*n*) to remove one.
  public subscript(
    id id: StackElementID,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Element? {
    get { elements[id] }
    set {
      if let newValue {
        if elements.updateValue(newValue, forKey: id) == nil {
          guard isTesting else {
            elements[id] = nil
            reportIssue(
              """
              Can't assign element at missing ID.

              An element was assigned to "StackState" at id \(id.debugDescription), which is \
              not on the stack, and the assignment was ignored. Push new elements with \
              "append"; an id is given when the element is pushed.
              """,
              fileID: fileID, filePath: filePath, line: line, column: column
            )
            return
          }
          _ids.append(id)
        }
      } else if elements.removeValue(forKey: id) != nil {
        _ids.removeAll { $0 == id }
      }
    }
  }

  /// The element with id `id` in case `path` of an enum element, or nil if it is not on the
  /// stack or in another case.
  ///
  /// ```swift
  /// state.path[id: id, case: \.detail]?.title = "Edited"
  /// ```
  ///
  /// Writing needs the element to be in that case: `nil` pops it alone, and a write while it is
  /// in another case is reported and ignored.
  ///
  /// - Complexity: O(1).
  public subscript<Case>(
    id id: StackElementID,
    case path: CaseKeyPath<Element, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? where Element: CasePathable {
    get { self[id: id, casePath: AnyCasePath(path), at: (fileID, filePath, line, column)] }
    _modify {
      yield &self[id: id, casePath: AnyCasePath(path), at: (fileID, filePath, line, column)]
    }
  }

  /// The element with id `id` in the case of `casePath`: the case key path and case path
  /// subscripts both read and write through it.
  ///
  /// A write, made in place or assigned, needs the element to be in that case: writing `nil`
  /// removes it from the stack, and any write while it is in another case (or not on the stack)
  /// is reported and changes nothing.
  subscript<Case>(
    id id: StackElementID,
    casePath casePath: AnyCasePath<Element, Case>,
    at site: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
  ) -> Case? {
    get { elements[id].flatMap { casePath.extract(from: $0) } }
    _modify {
      let element = elements[id]
      var value = element.flatMap { casePath.extract(from: $0) }
      let isInCase = value != nil
      yield &value
      guard isInCase else {
        reportUnrelatedCaseWrite(
          element, subject: "element at id \(id.debugDescription) of a \"StackState\"", at: site)
        return
      }
      self[id: id] = value.map(casePath.embed)
    }
  }

  /// Pops the element with id `id` and every element above it.
  ///
  /// - Complexity: O(*k*), where *k* is the number of elements popped.
  public mutating func pop(from id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    removeSubrange(index...)
  }

  /// Pops every element above the one with id `id`, which stays.
  ///
  /// - Complexity: O(*k*), where *k* is the number of elements popped.
  public mutating func pop(to id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    removeSubrange((index + 1)...)
  }

  /// Runs `body` on the element with id `id`, in place. The element must be on the stack.
  mutating func modify<Result>(id: StackElementID, _ body: (inout Element) -> Result) -> Result {
    body(&elements[id]!)
  }

  /// Pushes `element` with a given id: what a `.push(id:state:)` action does.
  mutating func push(_ element: Element, id: StackElementID) {
    _ids.append(id)
    elements[id] = element
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  /// The position of the first element.
  public var startIndex: Int { _ids.startIndex }
  /// The position after the last element.
  public var endIndex: Int { _ids.endIndex }

  /// The element at `position`, counted from the bottom of the stack.
  ///
  /// - Complexity: O(1).
  public subscript(position: Int) -> Element {
    elements[_ids[position]]!
  }

  /// Replaces the elements in `subrange`: the new elements get fresh ids.
  ///
  /// - Complexity: O(*n* + *m*), where *n* is the length of the stack and *m* the number of new
  ///   elements.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    for id in _ids[subrange] { elements[id] = nil }
    let generator = DependencyValues._current.stackElementID
    var newIDs: [StackElementID] = []
    newIDs.reserveCapacity(newElements.count)
    for element in newElements {
      let id = generator.next()
      newIDs.append(id)
      elements[id] = element
    }
    _ids.replaceSubrange(subrange, with: newIDs)
  }

  /// Empties the stack.
  ///
  /// - Complexity: O(*n*).
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of `elements`, bottom first, each with a fresh id.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
