import Testing

@testable import CasePaths

// `/Action.child` and `AnyCasePath(unsafe:)` extract by reflection; these pin down that they
// find exactly the case their constructor builds, whatever its payload's shape.
@Suite struct EmbedReflectionTests {
  enum Shape: Equatable {
    case point
    case circle(radius: Int)
    case rect(width: Int, height: Int)
    case label(String)
    case other(String)
    indirect case group(Shape)
    case failure(any Error)

    static func == (lhs: Shape, rhs: Shape) -> Bool {
      String(describing: lhs) == String(describing: rhs)
    }
  }

  struct Failure: Error, Equatable { var code: Int }

  @Test func extractsThePayloadOfTheConstructorsCaseOnly() {
    let label = AnyCasePath(unsafe: Shape.label)
    #expect(label.extract(from: .label("a")) == "a")
    #expect(label.extract(from: .other("a")) == nil, "same payload type, another case")
    #expect(label.extract(from: .point) == nil)
    #expect(label.embed("b") == .label("b"))
  }

  /// A case with one labeled associated value reflects its payload as a labeled 1-tuple; the
  /// path made from its constructor still extracts the value itself.
  @Test func extractsALabeledPayload() {
    let circle = AnyCasePath(unsafe: Shape.circle(radius:))
    #expect(circle.extract(from: .circle(radius: 2)) == 2)
    #expect(circle.extract(from: .label("2")) == nil)
    #expect(EmbedReflection.value((width: 2, height: 3), as: Int.self) == nil)
  }

  @Test func extractsSeveralAssociatedValuesAsATuple() {
    let rect = AnyCasePath(unsafe: Shape.rect)
    let size = rect.extract(from: .rect(width: 2, height: 3))
    #expect(size?.0 == 2)
    #expect(size?.1 == 3)
    #expect(rect.extract(from: .circle(radius: 2)) == nil)
  }

  @Test func extractsFromIndirectAndExistentialCases() {
    #expect(AnyCasePath(unsafe: Shape.group).extract(from: .group(.point)) == .point)
    let failure = AnyCasePath(unsafe: Shape.failure).extract(from: .failure(Failure(code: 7)))
    #expect((failure as? Failure)?.code == 7)
  }

  @Test func aCaseWithoutPayloadMatchesByCase() {
    let point = AnyCasePath<Shape, Void>(unsafe: .point)
    #expect(point.extract(from: .point) != nil)
    #expect(point.extract(from: .circle(radius: 1)) == nil)
    #expect(point.embed(()) == .point)
  }

  @Test func aRootThatIsNotAnEnumExtractsNothing() {
    #expect(EmbedReflection.extract(from: 42, embed: { (value: Int) in value }) == nil)
    #expect(!EmbedReflection.isInCase(1, of: 1))
  }
}
