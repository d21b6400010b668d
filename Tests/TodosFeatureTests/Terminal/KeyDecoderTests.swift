import Testing
import TodosFeature

@Suite struct KeyDecoderTests {
  func keys(_ reads: [UInt8]...) -> [TerminalKey] {
    var decoder = KeyDecoder()
    return reads.flatMap { decoder.feed($0) }
  }

  @Test func bytesDecodeToKeys() {
    #expect(keys(Array("ab".utf8)) == [.character("a"), .character("b")])
    #expect(keys([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42]) == [.up, .down])
    #expect(keys([0x1B, 0x4F, 0x41]) == [.up], "application-mode arrows")
    #expect(keys([0x0D, 0x7F, 0x03, 0x04]) == [.enter, .backspace, .interrupt, .endOfFile])
    #expect(keys(Array("é".utf8)) == [.character("é")])
    #expect(keys(Array("\u{1B}[15~a".utf8)) == [.character("a")], "unknown sequences drop")
    #expect(keys([0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x41]) == [.up], "shifted arrows")
  }

  @Test func tabAndControlLettersAreKeys() {
    #expect(keys([0x09]) == [.tab])
    #expect(
      keys([0x01, 0x05, 0x17, 0x15, 0x12])
        == [.control("a"), .control("e"), .control("w"), .control("u"), .control("r")])
    #expect(keys([0x1C, 0x61]) == [.control("\\"), .character("a")], "Ctrl-\\ (no SIGQUIT)")
    #expect(keys([0x08, 0x0D, 0x03]) == [.backspace, .enter, .interrupt], "keys of their own")
  }

  @Test func navigationSequencesAreKeys() {
    let sequences: [(String, TerminalKey)] = [
      ("\u{1B}[C", .right), ("\u{1B}[D", .left), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
      ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
      ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
      ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
      ("\u{1B}[1;5C", .right), ("\u{1B}[5;5~", .pageUp),
    ]
    for (sequence, key) in sequences {
      #expect(keys(Array(sequence.utf8)) == [key], "\(sequence.debugDescription)")
    }
    #expect(keys([0x1B, 0x5B, 0x35], [0x7E]) == [.pageUp], "split across reads")
  }

  @Test func aLoneEscIsEscapeOnlyOnceInputPauses() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.isWaiting)
    #expect(decoder.pause() == [.escape])
    #expect(!decoder.isWaiting)
    #expect(decoder.pause() == [], "a second pause has nothing to decide")
    #expect(decoder.feed([0x1B, 0x1B]) == [.escape], "Esc twice: the first is Escape")
    #expect(decoder.pause() == [.escape])
  }

  @Test func anArrowSplitAcrossReadsIsStillAnArrow() {
    #expect(keys([0x1B], [0x5B, 0x41]) == [.up])
    #expect(keys([0x1B, 0x5B], [0x41]) == [.up])
    #expect(keys([0x1B], [0x5B], [0x42]) == [.down])
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, 0x5B]) == [])
    #expect(decoder.pause() == [], "an unfinished sequence is dropped, not Escape")
    #expect(decoder.feed(Array("q".utf8)) == [.character("q")])
  }

  @Test func altWithAKeyIsNeitherEscapeNorTheKey() {
    #expect(keys(Array("\u{1B}x".utf8)) == [.alt("x")])
    #expect(keys([0x1B], Array("q".utf8)) == [.alt("q")])
    #expect(keys(Array("\u{1B}é".utf8)) == [.alt("é")])
    #expect(keys([0x1B, 0xC3], [0xA9]) == [.alt("é")])
    #expect(keys([0x1B, 0x0D]) == [], "Alt with a control key does nothing")
  }

  @Test func aCharacterSplitAcrossReadsIsOneCharacter() {
    let bytes = Array("né€😀".utf8)
    for cut in 1..<bytes.count {
      #expect(
        keys(Array(bytes[..<cut]), Array(bytes[cut...]))
          == [.character("n"), .character("é"), .character("€"), .character("😀")],
        "cut at \(cut)")
    }
  }

  @Test func aBracketedPasteIsTextNotKeys() {
    let paste = Array("\u{1B}[200~eggs\rcheese\nq\u{1B}[A\u{1B}[201~".utf8)
    #expect(keys(paste) == [.paste("eggs\rcheese\nq\u{1B}[A")])
    // Cut anywhere, the markers included.
    for cut in 1..<paste.count {
      var decoder = KeyDecoder()
      let decoded = decoder.feed(Array(paste[..<cut])) + decoder.feed(Array(paste[cut...]))
      #expect(decoded == [.paste("eggs\rcheese\nq\u{1B}[A")], "cut at \(cut)")
    }
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~a".utf8)) == [])
    #expect(!decoder.isWaiting, "a paste waits for its end marker, not for a pause")
    #expect(decoder.pause() == [])
    #expect(decoder.feed(Array("b\u{1B}[201~x".utf8)) == [.paste("ab"), .character("x")])
  }
}
