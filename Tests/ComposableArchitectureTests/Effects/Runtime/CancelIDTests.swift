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
}
