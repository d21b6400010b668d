import Testing

@testable import ComposableArchitecture

/// The diff of a snapshot and the copy an action changed reads only the rows the action wrote.
@Suite struct IdentifiedArrayKnownDifferencesTests {
  /// Counts calls of `CountedRow.==`.
  final class ComparisonCounter {
    var count = 0
  }

  /// A row whose `==` is counted; the counter is not part of its dump.
  struct CountedRow: Identifiable, Equatable, CustomDumpReflectable {
    let id: Int
    var value: Int
    let counter: ComparisonCounter

    var customDumpMirror: Mirror {
      Mirror(self, children: ["id": id, "value": value], displayStyle: .struct)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.counter.count += 1
      return lhs.id == rhs.id && lhs.value == rhs.value
    }
  }

  static func rows(_ count: Int, _ counter: ComparisonCounter) -> IdentifiedArrayOf<CountedRow> {
    IdentifiedArray(
      uniqueElements: (0..<count).map { CountedRow(id: $0, value: $0, counter: counter) })
  }

  @Test func theDiffOfAChangedCopyComparesTheWrittenRowOnly() {
    let counter = ComparisonCounter()
    let before = Self.rows(1_000, counter)
    var after = before
    after[id: 500]?.value = -1
    counter.count = 0
    #expect(
      diff(before, after) == """
          [
            … (500 unchanged),
            [500]: IdentifiedArrayKnownDifferencesTests.CountedRow(
              id: 500,
        -     value: 500
        +     value: -1
            ),
            … (499 unchanged)
          ]
        """
    )
    // The `==` of the diff's first check, of the recursion's and of the elementwise pass: the
    // written row each time, none of the 999 others.
    #expect(counter.count <= 3)
  }

  @Test func positionsAreKnownOnlyAgainstACopyOfTheSameType() {
    let counter = ComparisonCounter()
    let before = Self.rows(10, counter)
    var after = before
    after[id: 3]?.value = -3
    #expect(after.positionsThatMayDiffer(from: before) == [3])
    #expect(before.positionsThatMayDiffer(from: after) == [3])
    #expect(after.positionsThatMayDiffer(from: Array(before)) == nil)
    #expect(after.positionsThatMayDiffer(from: Self.rows(10, counter)) == nil)
    var grown = after
    grown.append(CountedRow(id: 10, value: 10, counter: counter))
    #expect(grown.positionsThatMayDiffer(from: after) == nil, "rows added: not known")
  }
}
