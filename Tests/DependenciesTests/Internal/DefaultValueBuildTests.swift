import Dependencies
import Testing

@Suite struct DefaultValueBuildTests {
  /// What each default saw as the current build while it was made.
  struct Outer: TestDependencyKey {
    let build: DefaultValueBuild?
    let innerBuild: DefaultValueBuild?

    init() {
      build = DefaultValueBuild.current
      @Dependency(Inner.self) var inner
      innerBuild = inner.build
    }

    static var testValue: Outer { Outer() }
  }

  struct Inner: TestDependencyKey {
    let build: DefaultValueBuild?
    init() { build = DefaultValueBuild.current }
    static var testValue: Inner { Inner() }
  }

  @Test func aDefaultIsMadeAsTheOutermostBuildWhichEndsWithIt() throws {
    #expect(DefaultValueBuild.current == nil)
    @Dependency(Outer.self) var outer
    let build = try #require(outer.build)
    #expect(outer.innerBuild === build)
    #expect(build.hasFinished)
    #expect(DefaultValueBuild.current == nil)
  }
}
