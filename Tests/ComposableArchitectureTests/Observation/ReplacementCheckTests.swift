import Testing

@testable import ComposableArchitecture

@Suite struct ReplacementCheckTests {
  @ObservableState
  struct Item: Equatable {
    var count = 0
  }

  @Test func anObservableStateMutatedInPlaceIsNotReplaced() {
    var item = Item()
    var replaced = true
    let result = ReplacementCheck<Item>().run(&item, replaced: &replaced) { item in
      item.count += 1
      return item.count
    }
    #expect(result == 1)
    #expect(!replaced)
  }

  @Test func anObservableStateGivenANewValueIsReplaced() {
    var item = Item()
    var replaced = false
    ReplacementCheck<Item>().run(&item, replaced: &replaced) { $0 = Item() }
    #expect(replaced)
  }

  @Test func anOptionalObservableStateIsComparedThroughItsIdentity() {
    var item: Item? = Item()
    var replaced = true
    ReplacementCheck<Item?>().run(&item, replaced: &replaced) { $0?.count += 1 }
    #expect(!replaced)
    ReplacementCheck<Item?>().run(&item, replaced: &replaced) { $0 = nil }
    #expect(replaced)
  }

  @Test func aValueWithoutIdentityCountsAsReplacedByAnyChange() {
    var count = 0
    var replaced = false
    ReplacementCheck<Int>().run(&count, replaced: &replaced) { $0 += 0 }
    #expect(replaced)
  }
}
