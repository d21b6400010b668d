import Testing

@testable import IdentifiedCollections

@Suite struct IdentifiedArrayCustomStringConvertibleTests {
  struct Tag: Identifiable {
    let id: String
  }

  @Test func descriptionLooksLikeAnArray() {
    let tags: IdentifiedArrayOf<Tag> = [Tag(id: "a"), Tag(id: "b")]
    #expect(tags.description == [Tag(id: "a"), Tag(id: "b")].description)
    #expect(String(describing: IdentifiedArrayOf<Tag>()) == "[]")
  }

  @Test func debugDescriptionNamesTheTypeAndItsElementType() {
    let numbers: IdentifiedArray<Int, Int> = IdentifiedArray(uniqueElements: [1, 2, 3], id: \.self)
    #expect(numbers.debugDescription == "IdentifiedArray<Int>([1, 2, 3])")
    let tags: IdentifiedArrayOf<Tag> = [Tag(id: "a")]
    #expect(
      tags.debugDescription == "IdentifiedArray<\(Tag.self)>(\([Tag(id: "a")].debugDescription))"
    )
  }

  @Test func mirrorIsACollectionOfElements() {
    let tags: IdentifiedArrayOf<Tag> = [Tag(id: "a"), Tag(id: "b")]
    let mirror = Mirror(reflecting: tags)
    #expect(mirror.displayStyle == .collection)
    #expect(mirror.children.map { ($0.value as? Tag)?.id } == ["a", "b"])
    #expect(mirror.children.allSatisfy { $0.label == nil })
  }

  @Test func dumpsLikeAnArray() {
    let tags: IdentifiedArrayOf<Tag> = [Tag(id: "a"), Tag(id: "b")]
    var dumped = ""
    dump(tags, to: &dumped)
    var expected = ""
    dump([Tag(id: "a"), Tag(id: "b")], to: &expected)
    #expect(
      dumped.split(separator: "\n").dropFirst() == expected.split(separator: "\n").dropFirst())
    #expect(dumped.contains("2 elements"))
  }
}
