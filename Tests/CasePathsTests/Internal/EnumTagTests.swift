import CasePaths
import Testing

@Suite struct EnumTagTests {
  @Test func distinctCasesHaveDistinctTags() {
    let tags = [
      enumTag(Action.increment),
      enumTag(Action.setCount(1)),
      enumTag(Action.moved(from: 1, to: 2)),
      enumTag(Action.child(.tapped)),
      enumTag(Action.optionalChild(nil)),
    ]
    #expect(tags.allSatisfy { $0 != nil })
    #expect(Set(tags.compactMap { $0 }).count == tags.count)
  }

  @Test func sameCaseWithDifferentPayloadsHasTheSameTag() {
    #expect(enumTag(Action.setCount(1)) == enumTag(Action.setCount(2)))
    #expect(enumTag(Action.child(.tapped)) == enumTag(Action.child(.renamed("x"))))
    #expect(
      enumTag(Parent.Destination.detail(Detail(title: "a")))
        == enumTag(Parent.Destination.detail(Detail(title: "b")))
    )
  }

  @Test func payloadlessEnums() {
    enum Direction { case north, south }
    #expect(enumTag(Direction.north) != enumTag(Direction.south))
    #expect(enumTag(Direction.north) == enumTag(Direction.north))
  }

  @Test func optionalWorks() {
    let some: Int? = 3
    let none: Int? = nil
    #expect(enumTag(some) != nil)
    #expect(enumTag(some) == enumTag(Int?.some(9)))
    #expect(enumTag(some) != enumTag(none))
  }

  @Test func indirectAndGenericEnums() {
    #expect(enumTag(Expression.number(1)) != enumTag(Expression.sum(.number(1), .number(2))))
    #expect(enumTag(Loadable<String>.loaded("a")) == enumTag(Loadable<String>.loaded("b")))
    #expect(enumTag(Loadable<String>.loaded("a")) != enumTag(Loadable<String>.loading))
  }

  @Test func nonEnumsHaveNoTag() {
    #expect(enumTag(42) == nil)
    #expect(enumTag("text") == nil)
    #expect(enumTag(Detail()) == nil)
    #expect(enumTag([1, 2]) == nil)
  }
}
