import Testing

@testable import ComposableArchitecture

@Suite struct ArraySharesStorageTests {
  @Test func copiesShareTheirStorageUntilOneIsWritten() {
    let original = [1, 2, 3]
    var copy = original
    #expect(copy.sharesStorage(with: original))
    copy[0] = 1
    #expect(!copy.sharesStorage(with: original))
  }

  @Test func equalArraysMadeApartDoNotShare() {
    let first = [1, 2, 3]
    let second = first.map { $0 }
    #expect(!second.sharesStorage(with: first))
  }

  @Test func emptyArraysAllShare() {
    let empty: [Int] = []
    var emptied = [1]
    emptied.removeAll()
    #expect(emptied.sharesStorage(with: empty))
  }
}
