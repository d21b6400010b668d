import CasePaths
import Testing

@Suite struct CaseTests {
  @Test func identityCaseEmbedsAndExtractsUnchanged() {
    let identity = Case<Action>()
    #expect(identity._embed(.increment) as? Action == .increment)
    #expect(identity._extract(from: Action.setCount(1)) == .setCount(1))
    #expect(identity._extract(from: "not an action") == nil)
  }

  @Test func caseFromAKeyPathCarriesItsClosures() {
    let child = Case(\Action.Cases.child.renamed)
    #expect(child._embed("b") as? Action == .child(.renamed("b")))
    #expect(child._extract(from: Action.child(.renamed("c"))) == "c")
    #expect(child._extract(from: Action.child(.tapped)) == nil)
  }

  @Test func handBuiltCaseWorksThroughAnyCasePath() {
    // A `Case` made from closures on another root than the key path's still embeds and
    // extracts, through the type-erased fallback.
    let manual = Case<Int>(embed: { Action.setCount($0) }, extract: { $0[case: \.setCount] })
    #expect(manual._embed(2) as? Action == .setCount(2))
    #expect(manual._extract(from: Action.setCount(9)) == 9)
    #expect(manual._extract(from: 9) == nil)
  }
}
