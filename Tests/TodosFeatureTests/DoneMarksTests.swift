import Testing

@testable import TodosFeature

@Suite struct DoneMarksTests {
  /// Every answer the filtered screen asks for, checked against counting the plain marks.
  private func expectAnswersMatch(
    _ marks: DoneMarks, _ plain: [Bool], _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(marks.count == plain.count, comment, sourceLocation: sourceLocation)
    #expect(
      marks.doneCount == plain.count(where: { $0 }), comment, sourceLocation: sourceLocation)
    for done in [true, false] {
      let positions = plain.indices.filter { plain[$0] == done }
      for rank in -1...positions.count {
        #expect(
          marks.position(ofRank: rank, done)
            == (positions.indices.contains(rank) ? positions[rank] : nil),
          "\(comment): rank \(rank) of \(done)", sourceLocation: sourceLocation)
      }
      for position in 0...plain.count {
        #expect(
          marks.count(done, before: position) == plain[..<position].count { $0 == done },
          "\(comment): before \(position)", sourceLocation: sourceLocation)
      }
      #expect(
        Array(marks.positions(done, from: 0)) == positions, comment,
        sourceLocation: sourceLocation)
    }
  }

  @Test func answersMatchThePlainMarksForEveryMixUpToSixtyFour() {
    for size in 0...64 {
      let plain = (0..<size).map { ($0 * 5 + size) % 3 == 0 }
      expectAnswersMatch(DoneMarks(plain), plain, "size \(size)")
    }
  }

  /// A long run of the changes the list makes (toggles, appends at every size, inserts and
  /// removals anywhere, swaps) keeps every answer right after each one.
  @Test func everyChangeKeepsTheAnswersRight() {
    var generator = SplitMix(seed: 42)
    var plain: [Bool] = []
    var marks = DoneMarks(plain)
    for step in 0..<600 {
      let choice = plain.isEmpty ? 0 : generator.next() % 5
      let done = generator.next() % 2 == 0
      switch choice {
      case 0:
        plain.append(done)
        marks.append(done)
      case 1:
        let position = Int(generator.next() % UInt64(plain.count))
        plain[position] = done
        marks.set(done, at: position)
      case 2:
        let position = Int(generator.next() % UInt64(plain.count + 1))
        plain.insert(done, at: position)
        marks.insert(done, at: position)
      case 3:
        let position = Int(generator.next() % UInt64(plain.count))
        plain.remove(at: position)
        marks.remove(at: position)
      default:
        let i = Int(generator.next() % UInt64(plain.count))
        let j = Int(generator.next() % UInt64(plain.count))
        plain.swapAt(i, j)
        marks.swapAt(i, j)
      }
      if step.isMultiple(of: 7) || plain.count < 20 {
        expectAnswersMatch(marks, plain, "step \(step), change \(choice)")
      }
    }
  }

  @Test func removingTheLastMarkKeepsTheCountRight() {
    var marks = DoneMarks([false, true, true])
    marks.remove(at: 2)
    expectAnswersMatch(marks, [false, true], "after removing the last")
    marks.append(true)
    expectAnswersMatch(marks, [false, true, true], "after appending again")
  }

  /// The marks are derived from the list, so states compare by their todos alone: a test's
  /// expected state, changed by hand, equals the reducer's.
  @Test func marksTakeNoPartInEquality() {
    #expect(DoneMarks([true]) == DoneMarks([false, false]))
  }
}

/// A small deterministic generator, so a failure repeats.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
