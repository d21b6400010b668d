import Foundation
import IdentifiedCollections
import Testing

@Suite struct IdentifiedTests {
  struct Point: Hashable, Codable {
    var x: Int
    var y: Int
  }

  @Test func initializers() {
    let explicit = Identified(Point(x: 1, y: 2), id: "p")
    #expect(explicit.id == "p")
    let computed = Identified(Point(x: 1, y: 2), id: { "\($0.x),\($0.y)" })
    #expect(computed.id == "1,2")
    let keyPath = Identified("Blob", id: \.self)
    #expect(keyPath.id == "Blob")
  }

  @Test func dynamicMemberReadsAndWrites() {
    var point = Identified(Point(x: 1, y: 2), id: 0)
    point.x += 10
    #expect(point.x == 11)
    #expect(point.value == Point(x: 11, y: 2))
  }

  @Test func worksAsAnIdentifiedArrayElement() {
    var names: IdentifiedArrayOf<Identified<String, String>> = [
      Identified("Blob", id: \.self), Identified("Blob Jr.", id: \.self),
    ]
    names[id: "Blob"]?.value = "Blob Sr."
    #expect(names.map(\.value) == ["Blob Sr.", "Blob Jr."])
  }

  @Test func equatableHashableAndCodable() throws {
    let a = Identified(Point(x: 1, y: 2), id: 1)
    #expect(a == Identified(Point(x: 1, y: 2), id: 1))
    #expect(a != Identified(Point(x: 1, y: 2), id: 2))
    #expect(Set([a, a]).count == 1)
    let decoded = try JSONDecoder().decode(
      Identified<Int, Point>.self, from: try JSONEncoder().encode(a)
    )
    #expect(decoded == a)
  }
}
