import Foundation
import Testing

@testable import XCTestDynamicOverlay

@Suite struct UnimplementedPlaceholderTests {
  enum Tab: CaseIterable { case home, settings }
  struct Token: RawRepresentable, Equatable { var rawValue: String }
  struct Opaque {}

  @Test func literalTypesGetTheirEmptyZeroOrFalseValue() {
    #expect(UnimplementedPlaceholder.make(Int.self) == 0)
    #expect(UnimplementedPlaceholder.make(Double.self) == 0)
    #expect(UnimplementedPlaceholder.make(Bool.self) == false)
    #expect(UnimplementedPlaceholder.make(String.self) == "")
    #expect(UnimplementedPlaceholder.make([Int].self) == [])
    #expect(UnimplementedPlaceholder.make([String: Int].self) == [:])
    #expect(UnimplementedPlaceholder.make(Set<Int>.self) == [])
    #expect(UnimplementedPlaceholder.make(Character.self) == " ")
    #expect(UnimplementedPlaceholder.make(Void.self) != nil)
  }

  @Test func anOptionalIsNil() throws {
    let value = try #require(UnimplementedPlaceholder.make(Int?.self))
    #expect(value == nil)
  }

  @Test func aCaseIterableTypeGetsItsFirstCase() {
    #expect(UnimplementedPlaceholder.make(Tab.self) == .home)
  }

  @Test func aRawRepresentableTypeIsBuiltFromAPlaceholderRawValue() {
    #expect(UnimplementedPlaceholder.make(Token.self) == Token(rawValue: ""))
  }

  @Test func foundationValuesAndStreams() async {
    #expect(UnimplementedPlaceholder.make(Data.self) == Data())
    #expect(UnimplementedPlaceholder.make(UUID.self) != nil)
    let stream = UnimplementedPlaceholder.make(AsyncStream<Int>.self)
    var iterator = stream?.makeAsyncIterator()
    #expect(await iterator?.next() == nil)
  }

  @Test func aTypeThatSaysNothingAboutItselfHasNoPlaceholder() {
    #expect(UnimplementedPlaceholder.make(Opaque.self) == nil)
  }
}
