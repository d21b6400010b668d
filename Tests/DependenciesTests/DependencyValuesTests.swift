import Dependencies
import Testing

@Suite struct DependencyValuesTests {
  @Test func aDefaultIsMadeOncePerTest() {
    @Dependency(\.counted) var counted
    #expect(counted == 7)
    #expect(counted == 7)
    #expect(DependencyValues().counted == 7)
    #expect(CountedKey.made.value == 1)
  }

  @Test func aDefaultMayReadOtherDependencies() {
    withDependencies {
      $0.number = 4
    } operation: {
      @Dependency(\.derived) var derived
      #expect(derived == 40)
    }
  }

  @Test func setValuesAreReadBack() {
    var values = DependencyValues()
    values.number = 9
    values.testOnly = "set"
    #expect(values.number == 9)
    #expect(values.testOnly == "set")
    #expect(DependencyValues().number == 2)
  }

  @Test func copiesShareOverridesUntilOneChanges() {
    var values = DependencyValues()
    values.number = 9
    var copy = values
    #expect(copy.hasSameOverrides(as: values))
    copy.number = 9
    #expect(!copy.hasSameOverrides(as: values), "a write is a new set of overrides, even if equal")
    #expect(!DependencyValues().hasSameOverrides(as: values))
  }

  @Test func theCurrentValuesAreTaskLocal() async {
    #expect(DependencyValues._current.number == 2)
    await withDependencies {
      $0.number = 8
    } operation: {
      #expect(DependencyValues._current.number == 8)
      #expect(await Task { DependencyValues._current.number }.value == 8)
    }
    #expect(DependencyValues._current.number == 2)
  }
}
