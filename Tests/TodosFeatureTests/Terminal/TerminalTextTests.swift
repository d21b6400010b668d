import Testing
import TodosFeature

@Suite struct TerminalTextTests {
  @Test func controlsAndBidiOverridesAreSpelledOut() {
    #expect(
      TerminalText.inert("EVIL\u{1B}[2J\u{1B}]0;pwned\u{07}\u{1B}[31mRED")
        == #"EVIL\u{1B}[2J\u{1B}]0;pwned\u{7}\u{1B}[31mRED"#)
    #expect(TerminalText.inert("a\tb\r\nc\u{7F}\u{9B}") == #"a\u{9}b\u{D}\u{A}c\u{7F}\u{9B}"#)
    #expect(TerminalText.inert("abc\u{202E}fed\u{2066}") == #"abc\u{202E}fed\u{2066}"#)
    #expect(TerminalText.inert("Buy milk, 牛乳 🥛 👩‍👩‍👧") == "Buy milk, 牛乳 🥛 👩‍👩‍👧")
  }

  @Test func columnsCountWideCharactersTwiceAndMarksNotAtAll() {
    #expect(TerminalText.columns("abc") == 3)
    #expect(TerminalText.columns("牛乳") == 4)
    #expect(TerminalText.columns("한국어") == 6)
    #expect(TerminalText.columns("🥛") == 2)
    #expect(TerminalText.columns("👩‍👩‍👧") == 2, "a ZWJ sequence is one picture")
    #expect(TerminalText.columns("🇫🇷") == 2)
    #expect(TerminalText.columns("❤️") == 2, "an emoji variation selector makes a picture")
    #expect(TerminalText.columns("e\u{301}") == 1, "a combining mark adds nothing")
    #expect(TerminalText.columns("ｆｕｌｌ") == 8)
  }

  @Test func clippingNeverSplitsAWideCharacter() {
    #expect(TerminalText.clip("abcdefg", to: 5) == "abcd…")
    #expect(TerminalText.clip("abcde", to: 5) == "abcde")
    #expect(TerminalText.clip("ab牛乳", to: 5) == "ab牛…")
    #expect(TerminalText.clip("a牛乳", to: 4) == "a牛…")
    #expect(TerminalText.clip("牛乳牛乳", to: 4) == "牛…")
    #expect(TerminalText.clip("🥛🥛🥛", to: 5) == "🥛🥛…")
    for width in 1...12 {
      #expect(TerminalText.columns(TerminalText.clip("牛a乳🥛b👩‍👩‍👧c", to: width)) <= width)
    }
    #expect(TerminalText.clipLeading("> 牛乳牛乳█", to: 6) == "…牛乳█")
    #expect(TerminalText.clipLeading("> ab█", to: 6) == "> ab█")
  }
}
