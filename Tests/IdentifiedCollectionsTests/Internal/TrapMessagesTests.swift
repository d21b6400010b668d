import Testing

@testable import IdentifiedCollections

// The traps themselves end the process; these check that their messages name the ids.
@Suite struct TrapMessagesTests {
  @Test func duplicateIDMessageNamesTheID() {
    #expect(_duplicateIDMessage("row-7").contains(#""row-7""#))
    #expect(_duplicateIDMessage(42).contains("42"))
    #expect(_duplicateIDMessage(42).contains("uniquingIDsWith"))
  }

  @Test func changedIDMessageNamesBothIDs() {
    let message = _changedIDMessage(original: 1, new: 2)
    #expect(message.contains("id 1"))
    #expect(message.contains("to 2"))
  }

  @Test func mismatchedIDMessageNamesBothIDs() {
    let message = _mismatchedIDMessage(expected: "a", actual: "b")
    #expect(message.contains(#"id "b" under id "a""#))
  }

  @Test func positionIDMessageNamesPositionAndIDs() {
    let message = _positionIDMessage(position: 3, expected: 10, actual: 11)
    #expect(message.contains("index 3"))
    #expect(message.contains("id 10"))
    #expect(message.contains("id 11"))
    #expect(message.contains("array[3] = element"))
  }

  @Test func decodingDescriptionNamesIDAndOffsets() {
    let description = _duplicateIDDecodingDescription(5, offset: 4, firstOffset: 1)
    #expect(description.contains("Duplicate id 5"))
    #expect(description.contains("offset 4"))
    #expect(description.contains("offset 1"))
  }
}
