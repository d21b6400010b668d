import CustomDump
import Testing

@Suite struct DiffFormatTests {
  @Test func defaultMarkers() {
    #expect(DiffFormat.default == DiffFormat(first: "-", second: "+", both: " "))
  }

  @Test func proportionalUsesMinusSignAndFigureSpace() {
    #expect(DiffFormat.proportional.first == "\u{2212}")
    #expect(DiffFormat.proportional.second == "+")
    #expect(DiffFormat.proportional.both == "\u{2007}")
    #expect(
      diff(User(id: 1, name: "Blob"), User(id: 1, name: "Glob"), format: .proportional) == """
        \u{2007} User(
        \u{2007}   id: 1,
        \u{2212}   name: "Blob"
        +   name: "Glob"
        \u{2007} )
        """
    )
  }

  @Test func customMarkers() {
    #expect(diff(1, 2, format: DiffFormat(first: "<", second: ">", both: "=")) == "< 1\n> 2")
  }
}
