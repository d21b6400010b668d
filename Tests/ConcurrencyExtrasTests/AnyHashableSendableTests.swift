import ConcurrencyExtras
import Testing

@Suite struct AnyHashableSendableTests {
  @Test func equalityFollowsTheBase() {
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(AnyHashableSendable(1) != AnyHashableSendable("1"))
    #expect(AnyHashableSendable(1) != AnyHashableSendable(2))
    let set: Set<AnyHashableSendable> = [1, "a", 1, true]
    #expect(set.count == 3)
  }

  @Test func valuesOfDifferentTypesFollowAnyHashable() {
    // Compared with their own `==` when of one type; across types, as `AnyHashable` compares.
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1 as UInt8))
    #expect(AnyHashableSendable(1).hashValue == AnyHashableSendable(1 as UInt8).hashValue)
    #expect(AnyHashableSendable(Double.nan) != AnyHashableSendable(Double.nan))
    #expect(AnyHashableSendable(0.0) == AnyHashableSendable(-0.0))
  }

  @Test func wrappingAWrapperDoesNotNest() {
    let inner = AnyHashableSendable("id")
    let outer = AnyHashableSendable(inner)
    #expect(outer.base is String)
    #expect(outer == inner)
  }

  @Test func descriptions() {
    let value: AnyHashableSendable = "x"
    #expect(value.description == "x")
    #expect(value.debugDescription == #"AnyHashableSendable("x")"#)
    #expect(AnyHashableSendable(1.5) == 1.5)
  }

  @Test func wrapsAnExistential() {
    let ids: [any Hashable & Sendable] = [1, "a", AnyHashableSendable(2)]
    let wrapped = ids.map(AnyHashableSendable.init)
    #expect(wrapped == [1, "a", 2])
    #expect(wrapped[2].base is Int)
    let optional: (any Hashable & Sendable)? = 1
    #expect(optional.map(AnyHashableSendable.init) == AnyHashableSendable(1))
  }

  @Test func bridgesToTheBasesAnyHashable() {
    let wrapped = AnyHashableSendable(1)
    #expect(wrapped as AnyHashable == 1 as AnyHashable)
    #expect(wrapped as AnyHashable as? Int == 1)
    #expect((wrapped as AnyHashable).base is Int)
    let keys: Set<AnyHashable> = [AnyHashableSendable("a"), "a"]
    #expect(keys.count == 1)
    let bool: AnyHashableSendable = true
    #expect(bool as AnyHashable as? Bool == true)
  }
}
