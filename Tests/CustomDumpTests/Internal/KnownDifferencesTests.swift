import Testing

@testable import CustomDump

/// A list that knows which rows it wrote since it was copied: what ``KnownDifferences`` asks of
/// a collection (the architecture makes an identified array one). Its `==` reads only those rows.
struct WrittenRows: RandomAccessCollection, Equatable, KnownDifferences, CustomReflectable {
  var rows: [CountedRow]
  var written: [Int] = []
  /// Whether it answers at all; when not, the differ compares every row.
  var knowsItsWrites = true

  init(count: Int, counter: ComparisonCounter) {
    rows = (0..<count).map { CountedRow(id: $0, value: $0, counter: counter) }
  }

  var startIndex: Int { rows.startIndex }
  var endIndex: Int { rows.endIndex }
  subscript(position: Int) -> CountedRow { rows[position] }

  mutating func write(_ value: Int, at position: Int) {
    rows[position].value = value
    written.append(position)
  }

  func positionsThatMayDiffer(from other: Any) -> [Int]? {
    guard knowsItsWrites, let other = other as? Self, other.count == count else { return nil }
    return written + other.written
  }

  var customMirror: Mirror {
    Mirror(self, unlabeledChildren: rows, displayStyle: .collection)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    guard let positions = lhs.positionsThatMayDiffer(from: rhs) else { return lhs.rows == rhs.rows }
    return positions.allSatisfy { lhs.rows[$0] == rhs.rows[$0] }
  }
}

@Suite struct KnownDifferencesTests {
  /// The differ compares only the rows the collection names: a diff of a 1,000-row list with
  /// one changed row costs one row's comparisons, not a thousand.
  @Test func aDiffComparesOnlyThePositionsTheCollectionNames() {
    let counter = ComparisonCounter()
    let before = WrittenRows(count: 1_000, counter: counter)
    var after = before
    after.write(-1, at: 500)
    counter.count = 0
    #expect(
      diff(before, after) == """
          [
            … (500 unchanged),
            [500]: CountedRow(
              id: 500,
        -     value: 500
        +     value: -1
            ),
            … (499 unchanged)
          ]
        """
    )
    #expect(counter.count <= 3)
  }

  /// A collection that cannot tell is compared element by element, and the change still found.
  @Test func aCollectionThatCannotTellIsComparedWhole() {
    var before = WrittenRows(count: 100, counter: ComparisonCounter())
    before.knowsItsWrites = false
    var after = before
    after.write(-1, at: 50)
    let difference = diff(before, after) ?? ""
    #expect(difference.contains("[50]: CountedRow("))
    #expect(difference.contains("+     value: -1"))
  }
}
