import Testing

@testable import SwiftNavigation

private final class Screen: HashableObject {
  let title: String

  init(title: String) {
    self.title = title
  }
}

@Suite struct HashableObjectTests {
  @Test func anInstanceEqualsOnlyItself() {
    let first = Screen(title: "Same")
    let second = Screen(title: "Same")
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
    #expect(first.hashValue == first.hashValue)
  }
}
