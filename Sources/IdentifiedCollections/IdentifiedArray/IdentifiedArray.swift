/// An ordered, random-access collection of elements that are unique by id, with O(1) lookup,
/// update and in-place mutation by id.
///
/// `IdentifiedArray` keeps its elements in the order you give them, like `Array`, and also keeps
/// a hash table from each element's id to its position. That makes "find the row with this id"
/// and "mutate the row with this id" constant-time operations, and it makes duplicate ids
/// impossible.
///
/// ```swift
/// struct Todo: Identifiable, Equatable {
///   let id: Int
///   var title: String
///   var isDone = false
/// }
///
/// var todos: IdentifiedArrayOf<Todo> = [
///   Todo(id: 1, title: "Milk"),
///   Todo(id: 2, title: "Eggs"),
/// ]
/// todos[id: 2]?.isDone = true      // mutates the element where it lives
/// todos[id: 3] = Todo(id: 3, title: "Bread")  // appends
/// todos[id: 1] = nil               // removes
/// todos.ids                        // [2, 3]
/// ```
///
/// Elements may be any type: give the key path to their id with ``init(id:)`` and friends, or
/// use ``IdentifiedArrayOf`` when they conform to `Identifiable`.
///
/// ## Storage
///
/// Three buffers back the array: the elements, their ids in the same order, and a dictionary
/// from id to offset. Mutating an element through ``subscript(id:)`` or
/// `subscript(position:)` touches only the element buffer, and only the one element: the ids
/// buffer keeps its identity, which lets the architecture tell in O(1) that nothing structural
/// changed.
///
/// An element's id must not change while it is in the array. The subscripts check this after
/// every in-place mutation and stop the program with a message naming both ids if it did.
public struct IdentifiedArray<ID: Hashable, Element> {
  /// The key path from an element to its id.
  ///
  /// - Complexity: O(1).
  public let id: KeyPath<Element, ID>

  // NB: Reading `.id` through a closure is much cheaper than applying a key path, and the id is
  //     read on every insertion and after every in-place mutation.
  @usableFromInline
  let _id: (Element) -> ID

  /// The ids, in element order. Only operations that change which ids are present, or their
  /// order, write to it: its buffer identity then proves in O(1) that nothing structural changed
  /// (`_hasIdenticalIDs(to:)`).
  @usableFromInline
  var _ids: [ID]

  /// The elements, in order; `_elements[i]` has id `_ids[i]`.
  @usableFromInline
  var _elements: [Element]

  /// The offset of each id in `_ids` and `_elements`.
  @usableFromInline
  var _offsets: [ID: Int]

  /// The element writes made since this array was copied from another, which let a store find
  /// the rows an action wrote without reading every row (see `WriteLog`, and `_writeLog`, the
  /// array's one hook for the rest of the package). `nil` until the array first holds an
  /// element. Not part of the array's value.
  @usableFromInline
  var _writes: WriteLog?

  @inlinable
  init(
    id: KeyPath<Element, ID>,
    _id: @escaping (Element) -> ID,
    ids: [ID],
    elements: [Element],
    offsets: [ID: Int]
  ) {
    self.id = id
    self._id = _id
    self._ids = ids
    self._elements = elements
    self._offsets = offsets
    self._writes = elements.isEmpty ? nil : WriteLog(after: nil)
  }

  /// The ids of the elements, in order.
  ///
  /// ```swift
  /// let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2)]
  /// todos.ids  // [1, 2]
  /// ```
  ///
  /// To ask whether an id is present, prefer ``index(id:)`` or ``subscript(id:)``, which are
  /// O(1), over `ids.contains(_:)`, which is O(*n*) on an array.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  public var ids: [ID] { _ids }

  /// The elements, in order, as a plain array.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  public var elements: [Element] { _elements }

  /// Returns the position of the element with the given id, or `nil` if there is none.
  ///
  /// ```swift
  /// let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2)]
  /// todos.index(id: 2)  // 1
  /// todos.index(id: 3)  // nil
  /// ```
  ///
  /// - Parameter id: The id to look up.
  /// - Returns: The element's index, or `nil`.
  /// - Complexity: O(1) on average, if `ID` hashes well.
  @inlinable
  @inline(__always)
  public func index(id: ID) -> Int? {
    _offsets[id]
  }

  /// Returns whether the array holds an element with the same id as `element`.
  ///
  /// The comparison is by id only: an element with the same id and different contents counts
  /// as contained.
  ///
  /// - Parameter element: The element whose id to look up.
  /// - Returns: `true` if an element with that id is present.
  /// - Complexity: O(1) on average, if `ID` hashes well.
  @inlinable
  public func contains(_ element: Element) -> Bool {
    _offsets[_id(element)] != nil
  }

  /// Accesses the element with the given id, for reading, replacing, inserting, removing and
  /// mutating in place.
  ///
  /// - Reading returns the element, or `nil` if no element has that id.
  /// - Assigning an element replaces the one with that id where it stands, or appends it if the
  ///   id is new.
  /// - Assigning `nil` removes the element with that id, if any.
  /// - Mutating through optional chaining (`todos[id: id]?.isDone = true`) changes the element
  ///   where it lives: the element is moved out of storage for the duration of the access, so
  ///   nothing is copied, neither the array nor the element's own buffers, and the ids buffer is
  ///   not touched.
  ///
  /// ```swift
  /// todos[id: 2]?.isDone.toggle()
  /// todos[id: 9] = Todo(id: 9, title: "New")  // appended
  /// todos[id: 1] = nil                          // removed
  /// ```
  ///
  /// The element's id must not change: assigning an element whose id differs from `id`, or
  /// changing the id of the element in place, stops the program with a message naming both ids.
  ///
  /// - Parameter id: The id of the element.
  /// - Returns: The element with that id, or `nil`.
  /// - Complexity: O(1) on average to read, mutate in place, replace or append, if `ID` hashes
  ///   well; O(*n*) to remove, since later elements shift down.
  @inlinable
  @inline(__always)
  public subscript(id id: ID) -> Element? {
    _read {
      if let offset = _offsets[id] {
        yield _elements[offset]
      } else {
        yield nil
      }
    }
    _modify {
      // One yield only: the optimizer inlines a coroutine with a single yield into its caller,
      // which saves allocating its frame on every access.
      let offset = _offsets[id]
      var element = _takeElement(at: offset)
      defer {
        _finishModify(element.take(), id: id, offset: offset)
      }
      yield &element
    }
  }

  /// Moves the element at `offset` out of storage for `subscript(id:)`'s `_modify`.
  ///
  /// Moving the element to the end and popping it hands the caller the only reference to it,
  /// so mutations of its own buffers do not copy them either. The end slot keeps its capacity,
  /// so putting the element back never reallocates.
  @inlinable
  @inline(__always)
  mutating func _takeElement(at offset: Int?) -> Element? {
    guard let offset else { return nil }
    _swapElements(offset, _elements.count - 1)
    return _elements.removeLast()
  }

  /// Ends `subscript(id:)`'s `_modify`: puts back, appends or removes the element.
  @inlinable
  mutating func _finishModify(_ element: Element?, id: ID, offset: Int?) {
    guard let offset else {
      if let element {
        let newID = _id(element)
        precondition(newID == id, _mismatchedIDMessage(expected: id, actual: newID))
        _appendUnchecked(element, id: id)
      }
      return
    }
    _restore(element, id: id, offset: offset)
  }

  /// Puts back an element moved out by `subscript(id:)`'s `_modify`, or finishes its removal.
  @inlinable
  mutating func _restore(_ element: Element?, id: ID, offset: Int) {
    let last = _elements.count
    if let element {
      let newID = _id(element)
      precondition(newID == id, _changedIDMessage(original: id, new: newID))
      _elements.append(element)
      _swapElements(offset, last)
      _noteWrite(at: offset)
    } else {
      // The element that was last now sits at `offset`; rotating it back to the end restores
      // the order of the survivors.
      if offset < last {
        let displaced = _elements.remove(at: offset)
        _elements.append(displaced)
      }
      _ids.remove(at: offset)
      _offsets[id] = nil
      _shiftOffsets(from: offset, by: -1)
    }
  }
}
