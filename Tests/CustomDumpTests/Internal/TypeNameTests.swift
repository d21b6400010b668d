import Testing

@testable import CustomDump

@Suite struct TypeNameTests {
  @Test func standardGenericsAreSugared() {
    #expect(typeName(Double?.self) == "Double?")
    #expect(typeName([Int].self) == "[Int]")
    #expect(typeName([String: Int].self) == "[String: Int]")
    #expect(typeName([[Double: Double?]].self) == "[[Double: Double?]]")
    #expect(typeName([[Double: [Double]]]?.self) == "[[Double: [Double]]]?")
    #expect(typeName([Double: [Double]?].self) == "[Double: [Double]?]")
  }

  @Test func tuplesKeepTheirLabels() {
    #expect(typeName((x: Double, y: Double).self) == "(x: Double, y: Double)")
    #expect(typeName((Int, String?).self) == "(Int, String?)")
  }

  @Test func modulesAndAnonymousContextsAreDropped() {
    struct Local {}
    #expect(typeName(User.self) == "User")
    #expect(typeName(Namespaced.Struct.self) == "Namespaced.Struct")
    #expect(typeName(Local.self) == "TypeNameTests.Local")
  }

  @Test func genericArgumentsAreDroppedUnlessAsked() {
    #expect(typeName(Wrapper<Int>.self) == "Wrapper")
    #expect(typeName(Result<Int, any Error>.self) == "Result")
    #expect(typeName(Wrapper<Int>.self, genericsAbbreviated: false) == "Wrapper<Int>")
    #expect(typeName([Wrapper<Int>].self) == "Array")
  }

  @Test func spellingWorksOnTheRuntimeName() {
    #expect(
      spelledTypeName("Swift.Optional<Swift.Array<App.Row>>", genericsAbbreviated: true)
        == "[Row]?"
    )
    #expect(
      spelledTypeName(
        "Swift.Dictionary<Swift.String, App.Box<Swift.Int>>", genericsAbbreviated: false)
        == "Dictionary<String, Box<Int>>"
    )
    #expect(
      spelledTypeName("App.(unknown context at $10f3c).Inline", genericsAbbreviated: true)
        == "Inline"
    )
  }
}
