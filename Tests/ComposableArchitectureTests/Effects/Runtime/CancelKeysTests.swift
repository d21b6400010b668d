import Testing

@testable import ComposableArchitecture

@Suite struct CancelKeysTests {
  @Test func idsAreKeptOutermostFirst() {
    var keys = CancelKeys()
    #expect(keys.isEmpty)
    #expect(Array(keys).isEmpty)
    keys = keys.appending(CancelID("outer"))
    #expect(!keys.isEmpty)
    keys = keys.appending(CancelID("middle")).appending(CancelID("inner"))
    #expect(Array(keys) == [CancelID("outer"), CancelID("middle"), CancelID("inner")])
    #expect(keys.underestimatedCount == 3)
  }

  @Test func appendingLeavesTheOriginalAsItWas() {
    let outer: CancelKeys = [CancelID(1)]
    let inner = outer.appending(CancelID(2))
    #expect(Array(outer) == [CancelID(1)])
    #expect(Array(inner) == [CancelID(1), CancelID(2)])
  }

  @Test func anArrayOfIdsKeepsItsOrder() {
    let ids = (0..<4).map { CancelID($0) }
    #expect(Array(CancelKeys(ids)) == ids)
    #expect(Array(CancelKeys([])).isEmpty)
  }
}
