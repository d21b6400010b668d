import Testing

@testable import ComposableArchitecture

@Suite struct ArrayRemoveAllKeepingStorageTests {
  @Test func emptiesTheArrayAndKeepsItsStorage() {
    var array = [1, 2, 3]
    array.reserveCapacity(16)
    let capacity = array.capacity
    array.removeAllKeepingStorage()
    #expect(array.isEmpty)
    #expect(array.capacity == capacity)
  }
}
