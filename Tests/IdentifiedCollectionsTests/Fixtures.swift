import Testing

@testable import IdentifiedCollections

/// A small identifiable value with a mutable payload, for exercising the array.
struct Todo: Identifiable, Hashable, Codable, Sendable {
  let id: Int
  var title: String
  var isDone = false
  var tags: [Int] = []

  init(id: Int, title: String = "", isDone: Bool = false) {
    self.id = id
    self.title = title.isEmpty ? "todo \(id)" : title
    self.isDone = isDone
  }
}

/// `count` todos with ids `0..<count`, in order.
func makeTodos(_ count: Int) -> IdentifiedArrayOf<Todo> {
  IdentifiedArrayOf(uniqueElements: (0..<count).map { Todo(id: $0) })
}

/// The address of an array's buffer: equal addresses of two live arrays mean shared storage.
func bufferAddress<T>(_ array: [T]) -> UnsafeRawPointer? {
  array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
}

/// Checks the invariant that ties the three buffers together, so every test that mutates an
/// array also proves the lookups still agree with the order.
func expectConsistent<ID, Element>(
  _ array: IdentifiedArray<ID, Element>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(array._ids.count == array._elements.count, sourceLocation: sourceLocation)
  #expect(array._offsets.count == array._ids.count, sourceLocation: sourceLocation)
  for (offset, element) in array._elements.enumerated() {
    let id = array._id(element)
    #expect(array._ids[offset] == id, sourceLocation: sourceLocation)
    #expect(array._offsets[id] == offset, sourceLocation: sourceLocation)
  }
}
