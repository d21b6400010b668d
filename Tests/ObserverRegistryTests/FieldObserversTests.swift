import Testing

@testable import ObserverRegistry

/// The observers of a field are found by its key path's value, whichever object spells it.
@MainActor
@Suite struct FieldObserversTests {
  struct Pair {
    var first = 0
    var second = 0
  }

  struct Outer {
    var pair = Pair()
  }

  @Test func aFieldIsFoundByAnyKeyPathEqualToTheOneRegistered() {
    var table = FieldObservers()
    let observer = Observer {}
    let literal: AnyKeyPath = \Outer.pair.first
    // Made at run time: another object, equal to the literal.
    let appended: AnyKeyPath = (\Outer.pair).appending(path: \Pair.first)
    #expect(literal !== appended)
    table.insert(observer, epoch: 0, for: FieldKey(literal))
    #expect(table.count(for: FieldKey(appended)) == 1)
    #expect(table.count(for: FieldKey(\Outer.pair.second)) == 0)
    table.remove(observer, for: FieldKey(appended))
    #expect(table.count(for: FieldKey(literal)) == 0)
  }

  /// A key path looked up before anyone observed its field is remembered as naming no one; that
  /// must not hide the observers registered for it later.
  @Test func aFieldLookedUpBeforeItWasObservedIsFoundOnceItIs() {
    var table = FieldObservers()
    let observer = Observer {}
    let keyPath: AnyKeyPath = \Outer.pair.second
    #expect(table.count(for: FieldKey(keyPath)) == 0)
    table.insert(observer, epoch: 0, for: FieldKey(\Outer.pair.second))
    #expect(table.count(for: FieldKey(keyPath)) == 1)
  }
}
