import Dependencies
import Testing

@Suite struct ContextTests {
  @Test func theContextCanBeSetAndReadBack() {
    var values = DependencyValues()
    #expect(values.context == .test)
    values.context = .preview
    #expect(values.context == .preview)
    #expect(DependencyValues.live.context == .live)
  }
}
