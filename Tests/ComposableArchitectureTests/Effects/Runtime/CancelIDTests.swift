import Testing

@testable import ComposableArchitecture

@Suite struct CancelIDTests {
  enum ID: Hashable, Sendable { case search, load }

  @Test func keysAreEqualWhenIdAndPathAre() {
    let child = NavigationIDPath().appending(NavigationID(path: \String.self, elementID: "child"))
    #expect(CancelID(ID.search, path: child) == CancelID(ID.search, path: child))
    #expect(
      CancelID(ID.search, path: child).hashValue == CancelID(ID.search, path: child).hashValue
    )
    #expect(CancelID(ID.search, path: child) != CancelID(ID.load, path: child))
    #expect(CancelID(ID.search, path: child) != CancelID(ID.search, path: NavigationIDPath()))
  }

  @Test func idsOfDifferentTypesMatchAsAnyHashableDoes() {
    #expect(CancelID(1, path: NavigationIDPath()) == CancelID(1 as UInt8, path: NavigationIDPath()))
    #expect(CancelID(1, path: NavigationIDPath()) != CancelID("1", path: NavigationIDPath()))
  }

  /// The registry's tables hash keys with `_rawHashValue(seed:)`, which skips `Hasher`: keys that
  /// are equal must still hash alike, whatever the seed.
  @Test func equalKeysHashAlikeInTheRegistrysTables() {
    func child() -> NavigationIDPath {
      NavigationIDPath().appending(NavigationID(path: \String.self, elementID: "child"))
    }
    for seed in [0, 1, -7, 123_456_789] {
      #expect(
        CancelID(ID.search, path: child())._rawHashValue(seed: seed)
          == CancelID(ID.search, path: child())._rawHashValue(seed: seed))
      #expect(
        CancelID(1, path: child())._rawHashValue(seed: seed)
          == CancelID(1 as UInt8, path: child())._rawHashValue(seed: seed))
    }
  }
}
