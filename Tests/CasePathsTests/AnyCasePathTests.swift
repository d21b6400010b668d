import CasePaths
import Testing

@Suite struct AnyCasePathTests {
  @Test func closuresEmbedAndExtract() {
    let path = AnyCasePath<Action, Int>(
      embed: { .setCount($0) },
      extract: {
        guard case .setCount(let count) = $0 else { return nil }
        return count
      }
    )
    #expect(path.embed(1) == .setCount(1))
    #expect(path.extract(from: .setCount(2)) == 2)
    #expect(path.extract(from: .increment) == nil)
  }

  @Test func initFromCaseKeyPath() {
    let path = AnyCasePath(\Action.Cases.child.renamed)
    #expect(path.embed("x") == .child(.renamed("x")))
    #expect(path.extract(from: .child(.renamed("y"))) == "y")
    #expect(path.extract(from: .child(.tapped)) == nil)
    #expect(path.extract(from: .increment) == nil)
  }

  @Test func initFromTheIdentityCaseKeyPath() {
    let path = AnyCasePath(\Action.Cases.self)
    #expect(path.embed(.increment) == .increment)
    #expect(path.extract(from: .setCount(1)) == .setCount(1))
  }

  @Test func identityInit() {
    let path = AnyCasePath<Int, Int>()
    #expect(path.embed(1) == 1)
    #expect(path.extract(from: 2) == 2)
  }

  @Test func dynamicMemberAppendsACasePath() {
    let child = AnyCasePath(\Action.Cases.child)
    let renamed: AnyCasePath<Action, String> = child.renamed
    #expect(renamed.embed("z") == .child(.renamed("z")))
    #expect(renamed.extract(from: .child(.renamed("w"))) == "w")
    #expect(renamed.extract(from: .child(.tapped)) == nil)
  }

  @Test func payloadOfSeveralValuesIsATuple() {
    let path = AnyCasePath(\Action.Cases.moved)
    #expect(path.embed((from: 1, to: 2)) == .moved(from: 1, to: 2))
    let moved = path.extract(from: .moved(from: 3, to: 4))
    #expect(moved?.from == 3)
    #expect(moved?.to == 4)
  }

  @Test func debugDescriptionNamesTheTypes() {
    #expect(AnyCasePath(\Action.Cases.setCount).debugDescription.hasSuffix("Action, Int>"))
  }
}
