import Testing
import TodosFeature

@Suite struct TerminalKeyTests {
  @Test func bytesDecodeToKeys() {
    #expect(TerminalKey.decode(Array("ab".utf8)) == [.character("a"), .character("b")])
    #expect(TerminalKey.decode([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42]) == [.up, .down])
    #expect(TerminalKey.decode([0x1B, 0x4F, 0x41]) == [.up], "application-mode arrows")
    #expect(TerminalKey.decode([0x1B]) == [.escape])
    #expect(
      TerminalKey.decode([0x0D, 0x7F, 0x03, 0x04]) == [.enter, .backspace, .interrupt, .endOfFile])
    #expect(TerminalKey.decode(Array("é".utf8)) == [.character("é")])
    #expect(
      TerminalKey.decode([0x1B, 0x5B, 0x33, 0x7E, 0x61]) == [.character("a")],
      "unknown sequences drop")
  }
}
