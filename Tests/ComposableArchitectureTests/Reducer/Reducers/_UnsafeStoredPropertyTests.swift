import Testing

@testable import ComposableArchitecture

@Suite struct UnsafeStoredPropertyTests {
  struct Inner: Equatable {
    var flag = false
    var rows: [Int] = []
  }

  struct Outer {
    var name = "outer"
    var count = 0
    var inner = Inner()
    var computed: Int {
      get { count * 2 }
      set { count = newValue / 2 }
    }
  }

  final class Box {
    var count = 0
  }

  /// Only storage laid out inline has an offset: a computed property, a class's property and the
  /// value itself through a class have none, and are written through their key paths instead.
  @Test func onlyInlineStoredPropertiesHaveAnOffset() {
    #expect(_UnsafeStoredProperty(\Outer.count) != nil)
    #expect(_UnsafeStoredProperty(\Outer.inner) != nil)
    #expect(_UnsafeStoredProperty(\Outer.inner.rows) != nil)
    #expect(_UnsafeStoredProperty(\Outer.computed) == nil)
    #expect(_UnsafeStoredProperty(\Box.count) == nil)
  }

  @Test func theOffsetReachesTheStorageTheKeyPathNames() throws {
    var outer = Outer()
    let count = try #require(_UnsafeStoredProperty(\Outer.count))
    #expect(count._checkInvariants(&outer, keyPath: \Outer.count))
    let inner = try #require(_UnsafeStoredProperty(\Outer.inner))
    #expect(inner._checkInvariants(&outer, keyPath: \Outer.inner))
    let rows = try #require(_UnsafeStoredProperty(\Outer.inner.rows))
    #expect(rows._checkInvariants(&outer, keyPath: \Outer.inner.rows))
  }

  /// A write through the offset is the write through the key path: the other fields are left
  /// alone, and the array is mutated where it is, without a copy of its buffer.
  @Test func writesInPlaceAndLeavesTheRestAlone() throws {
    var outer = Outer(name: "kept", count: 3, inner: Inner(flag: false, rows: Array(0..<100)))
    let buffer = outer.inner.rows.withUnsafeBufferPointer { $0.baseAddress }
    let inner = try #require(_UnsafeStoredProperty(\Outer.inner))
    let count = inner.modify(&outer) { inner -> Int in
      inner.flag = true
      inner.rows[50] = -1
      return inner.rows.count
    }
    #expect(count == 100)
    #expect(outer.inner.flag)
    #expect(outer.inner.rows[50] == -1)
    #expect(outer.inner.rows.withUnsafeBufferPointer { $0.baseAddress } == buffer)
    #expect(outer.name == "kept")
    #expect(outer.count == 3)
  }

  /// A child replaced through the offset is released and retained as through a key path: no
  /// leak of the old value, and the new one lives on in the parent.
  @Test func replacingAValueReleasesTheOldOne() throws {
    final class Token {}
    struct Holder { var token = Token() }
    var holder = Holder()
    weak let old = holder.token
    let token = try #require(_UnsafeStoredProperty(\Holder.token))
    token.modify(&holder) { $0 = Token() }
    #expect(old == nil)
    #expect(holder.token !== old)
  }
}
