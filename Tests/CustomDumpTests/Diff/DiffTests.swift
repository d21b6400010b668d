import CustomDump
import Foundation
import Testing

@Suite struct DiffTests {
  @Test func equalValuesHaveNoDiff() {
    #expect(diff(1, 1) == nil)
    #expect(diff(User(id: 1, name: "Blob"), User(id: 1, name: "Blob")) == nil)
    #expect(diff((1, (2, 3)), (1, (2, 3))) == nil)
    #expect(diff(Set([1, 2, 3]), Set([3, 2, 1])) == nil)
    #expect(diff(Enum.baz(fizz: 1.2, buzz: "Blob"), Enum.baz(fizz: 1.2, buzz: "Blob")) == nil)
    #expect(diff(User?.none, nil) == nil)
  }

  @Test func singleValues() {
    #expect(diff(1, 2) == "- 1\n+ 2")
    #expect(diff(true, false) == "- true\n+ false")
    #expect(diff(Enum.foo, Enum.buzz) == "- Enum.foo\n+ Enum.buzz")
  }

  @Test func differentTypes() {
    #expect(
      diff((1, (2, 3)) as Any, "Blob") == """
        - (
        -   1,
        -   (
        -     2,
        -     3
        -   )
        - )
        + "Blob"
        """)
    #expect(
      diff(29.99 as Float as Any, 29.99 as Double as Any) == """
        - 29.99 as Float
        + 29.99 as Double
        """)
    #expect(
      diff(Namespaced.Struct.self as Any.Type, User.self) == """
        - Namespaced.Struct.self
        + User.self
        """)
  }

  @Test func structs() {
    #expect(
      diff(User(id: 42, name: "Blob"), User(id: 42, name: "Blob, Jr.")) == """
          User(
            id: 42,
        -   name: "Blob"
        +   name: "Blob, Jr."
          )
        """
    )
    #expect(
      diff(Namespaced.Struct(x: 0), Namespaced.Struct(x: 1)) == """
        - Namespaced.Struct(x: 0)
        + Namespaced.Struct(x: 1)
        """
    )
  }

  @Test func unchangedFieldsCollapse() {
    let lhs = Pair(driver: User(id: 1, name: "Blob"), passenger: User(id: 2, name: "Blob, Jr."))
    var rhs = lhs
    rhs.passenger.name = "Blob, Sr."
    #expect(
      diff(lhs, rhs) == """
          Pair(
            driver: User(…),
            passenger: User(
              id: 2,
        -     name: "Blob, Jr."
        +     name: "Blob, Sr."
            )
          )
        """
    )
  }

  @Test func notEqualButNoDifference() {
    #expect(
      diff(NeverEqual(), NeverEqual()) == """
          // Not equal but no difference detected:
        - NeverEqual()
        + NeverEqual()
        """
    )
    #expect(
      diff(NeverEqualUser(id: 1, name: "Blob"), NeverEqualUser(id: 1, name: "Blob")) == """
          // Not equal but no difference detected:
        - NeverEqualUser(…)
        + NeverEqualUser(…)
        """
    )
  }

  @Test func deeplyNested() {
    let lhs = Nested.nest(.fizz(42, buzz: "Blob"))
    let rhs = Nested.nest(.fizz(42, buzz: "Glob"))
    #expect(
      diff(lhs, rhs) == """
          Nested.nest(
            .fizz(
              42.0,
        -     buzz: "Blob"
        +     buzz: "Glob"
            )
          )
        """
    )
  }

  @Test func enums() {
    #expect(diff(Enum.foo, Enum.bar(42)) == "- Enum.foo\n+ Enum.bar(42)")
    #expect(diff(Enum.bar(42), Enum.bar(43)) == "- Enum.bar(42)\n+ Enum.bar(43)")
    #expect(
      diff(Enum.fizz(42, buzz: "Blob"), Enum.fizz(42, buzz: "Glob")) == """
          Enum.fizz(
            42.0,
        -   buzz: "Blob"
        +   buzz: "Glob"
          )
        """
    )
    #expect(
      diff(Nested.nest(.foo), Nested.nest(.buzz)) == """
        - Nested.nest(.foo)
        + Nested.nest(.buzz)
        """)
    #expect(
      diff(Nested.largerNest(1, .foo), Nested.largerNest(1, .buzz)) == """
          Nested.largerNest(
            1,
        -   .foo
        +   .buzz
          )
        """
    )
  }

  @Test func singleValueFieldKeepsItsComma() {
    struct State: Equatable {
      var choice: Enum
      var count: Int
    }
    #expect(
      diff(State(choice: .bar(1), count: 0), State(choice: .bar(2), count: 0)) == """
          DiffTests.State(
        -   choice: .bar(1),
        +   choice: .bar(2),
            count: 0
          )
        """
    )
  }

  @Test func optionals() {
    #expect(
      diff(User?(User(id: 42, name: "Blob")), nil) == """
        - User(
        -   id: 42,
        -   name: "Blob"
        - )
        + nil
        """
    )
    #expect(
      diff(User?(User(id: 42, name: "Blob")), User?(User(id: 42, name: "Blob, Esq."))) == """
          User(
            id: 42,
        -   name: "Blob"
        +   name: "Blob, Esq."
          )
        """
    )
  }

  @Test func tuples() {
    #expect(
      diff((1, 2), (1, 3)) == """
          (
            1,
        -   2
        +   3
          )
        """
    )
    #expect(
      diff((blob: 1, 2), (blob: 1, 3)) == """
          (
            blob: 1,
        -   2
        +   3
          )
        """
    )
    #expect(
      diff((1, (2, 3)), (0, (2, 3))) == """
          (
        -   1,
        +   0,
            (…)
          )
        """
    )
  }

  @Test func collectionsAlignElements() {
    let lhs = [
      User(id: 1, name: "Blob"), User(id: 2, name: "Blob, Jr."), User(id: 3, name: "Blob, Sr."),
    ]
    let rhs = [
      User(id: 1, name: "Blob, Esq."), User(id: 3, name: "Blob, Sr."),
      User(id: 4, name: "Blob, Jr."),
    ]
    #expect(
      diff(lhs, rhs) == """
          [
            [0]: User(
              id: 1,
        -     name: "Blob"
        +     name: "Blob, Esq."
            ),
        -   [1]: User(
        -     id: 2,
        -     name: "Blob, Jr."
        -   ),
            [1]: User(…),
        +   [2]: User(
        +     id: 4,
        +     name: "Blob, Jr."
        +   )
          ]
        """
    )
  }

  @Test func nonEquatableElementsAreComparedByReflection() {
    struct Point {
      var x: Int
      var y: Int
    }
    #expect(
      diff([Point(x: 0, y: 0), Point(x: 1, y: 1)], [Point(x: 0, y: 0), Point(x: 1, y: 2)]) == """
          [
            [0]: DiffTests.Point(…),
            [1]: DiffTests.Point(
              x: 1,
        -     y: 1
        +     y: 2
            )
          ]
        """
    )
    #expect(diff([Point(x: 0, y: 0)], [Point(x: 0, y: 0)]) == nil)
  }

  @Test func unchangedRunsCollapse() {
    let large = Array(1...1_000)
    var other = large
    other[100] = 42
    other[102] = 42
    other.insert(42, at: 300)
    other.remove(at: 700)
    #expect(
      diff(large, other) == """
          [
            … (100 unchanged),
        -   [100]: 101,
        +   [100]: 42,
            [101]: 102,
        -   [102]: 103,
        +   [102]: 42,
            … (197 unchanged),
        +   [300]: 42,
            … (399 unchanged),
        -   [699]: 700,
            … (300 unchanged)
          ]
        """
    )
  }

  /// A long list with a few changed elements shows those, and folds the runs between them.
  @Test func aLargeCollectionWithAFewChangedElementsShowsOnlyThose() {
    let large = (0..<1_000).map { ListItem(id: $0, value: $0) }
    var other = large
    other[1].value = -1
    other[999].value = -999
    #expect(
      diff(large, other) == """
          [
            [0]: ListItem(…),
            [1]: ListItem(
              id: 1,
        -     value: 1
        +     value: -1
            ),
            … (997 unchanged),
            [999]: ListItem(
              id: 999,
        -     value: 999
        +     value: -999
            )
          ]
        """
    )
  }

  @Test func interleavedIndices() {
    #expect(
      diff([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 4, 64, 7, 8, 9, 10, 42]) == """
          [
            [0]: 1,
        -   [1]: 2,
        -   [2]: 3,
            [1]: 4,
        -   [4]: 5,
        +   [2]: 64,
        -   [5]: 6,
            … (4 unchanged),
        +   [7]: 42
          ]
        """
    )
  }

  @Test func oneChangedRowOfALongListShowsOnlyThatRow() {
    let state = Rows(rows: (0..<10_000).map { Row(id: $0, title: "Row \($0)") })
    var changed = state
    changed.rows[5_000].isDone = true
    #expect(
      diff(state, changed) == """
          Rows(
            rows: [
              … (5000 unchanged),
              [5000]: Row(
                id: 5000,
                title: "Row 5000",
        -       isDone: false
        +       isDone: true
              ),
              … (4999 unchanged)
            ],
            filter: "all"
          )
        """
    )
  }

  @Test func removedRowOfALongList() {
    let rows = (0..<10_000).map { Row(id: $0, title: "Row \($0)") }
    var changed = rows
    changed.remove(at: 9_000)
    #expect(
      diff(rows, changed) == """
          [
            … (9000 unchanged),
        -   [9000]: Row(
        -     id: 9000,
        -     title: "Row 9000",
        -     isDone: false
        -   ),
            … (999 unchanged)
          ]
        """
    )
  }

  @Test func dictionaries() {
    let lhs = [1: User(id: 1, name: "Blob"), 2: User(id: 2, name: "Blob, Jr.")]
    let rhs = [
      1: User(id: 1, name: "Blob"), 2: User(id: 2, name: "Blob, Sr."),
      3: User(id: 3, name: "Dr. Blob"),
    ]
    #expect(
      diff(lhs, rhs) == """
          [
            2: User(
              id: 2,
        -     name: "Blob, Jr."
        +     name: "Blob, Sr."
            ),
        +   3: User(
        +     id: 3,
        +     name: "Dr. Blob"
        +   ),
            … (1 unchanged)
          ]
        """
    )
  }

  @Test func largeDictionariesCollapse() {
    let large = Dictionary(uniqueKeysWithValues: (1...1_000).map { ($0, "\($0)") })
    var other = large
    other[100] = "42"
    other[102] = "42"
    other[300] = "42"
    other[700] = nil
    #expect(
      diff(large, other) == """
          [
        -   100: "100",
        +   100: "42",
        -   102: "102",
        +   102: "42",
        -   300: "300",
        +   300: "42",
        -   700: "700",
            … (996 unchanged)
          ]
        """
    )
  }

  @Test func dictionaryValuesOfDifferentTypes() {
    #expect(
      diff(["value": 29.99 as Float] as [String: Any], ["value": 29.99 as Double]) == """
          [
        -   "value": 29.99 as Float
        +   "value": 29.99 as Double
          ]
        """
    )
  }

  @Test func sets() {
    #expect(
      diff(Set([1, 2, 3]), Set([1, 3, 4])) == """
          Set([
        -   2,
        +   4,
            … (2 unchanged)
          ])
        """
    )
    var other = Set(1...1_000)
    other.remove(100)
    other.remove(102)
    other.insert(9999)
    #expect(
      diff(Set(1...1_000), other) == """
          Set([
        -   100,
        -   102,
        +   9999,
            … (998 unchanged)
          ])
        """
    )
  }

  @Test func multilineStrings() {
    #expect(
      diff("Hello,\nWorld!", "Hello,\nBlob!") == #"""
          """
          Hello,
        - World!
        + Blob!
          """
        """#
    )
    let lhs = Email(subject: "RE: Upcoming Event", body: "To who it may concern,\n\nYours,\nBlob")
    var rhs = lhs
    rhs.body = "To whom it may concern,\n\nYours,\nBlob"
    #expect(
      diff(lhs, rhs) == """
          Email(
            subject: "RE: Upcoming Event",
            body: \"\"\"
        -     To who it may concern,
        +     To whom it may concern,
              \("")
              Yours,
              Blob
              \"\"\"
          )
        """
    )
    var subjectOnly = lhs
    subjectOnly.subject = "Re: Upcoming Event"
    #expect(
      diff(lhs, subjectOnly) == """
          Email(
        -   subject: "RE: Upcoming Event",
        +   subject: "Re: Upcoming Event",
            body: "…"
          )
        """
    )
  }

  @Test func classes() {
    #expect(
      diff(UserClass(id: 42, name: "Blob"), UserClass(id: 42, name: "Blob, Jr.")) == """
        - UserClass(
        -   id: 42,
        -   name: "Blob"
        - )
        + #1 UserClass(
        +   id: 42,
        +   name: "Blob, Jr."
        + )
        """
    )
    #expect(diff(NSObject(), NSObject()) == "- NSObject()\n+ #1 NSObject()")
  }

  @Test func repeatedObjects() {
    struct Three {
      let first: UserClass
      let second: UserClass
      let third: UserClass
    }
    let blob = UserClass(id: 1, name: "Blob")
    let blobJr = UserClass(id: 2, name: "Blob Jr.")
    let blobSr = UserClass(id: 3, name: "Blob Sr.")
    #expect(
      diff(
        Three(first: blob, second: blobJr, third: blobJr),
        Three(first: blob, second: blobJr, third: blobSr)
      ) == """
          DiffTests.Three(
            first: UserClass(…),
            second: #1 UserClass(…),
        -   third: #1 UserClass(↩︎)
        +   third: #2 UserClass(
        +     id: 3,
        +     name: "Blob Sr."
        +   )
          )
        """
    )
    #expect(
      diff([blob, blobJr, blobJr], [blob, blobJr, blobSr]) == """
          [
            … (2 unchanged),
        -   [2]: UserClass(
        -     id: 2,
        -     name: "Blob Jr."
        -   )
        +   [2]: #1 UserClass(
        +     id: 3,
        +     name: "Blob Sr."
        +   )
          ]
        """
    )
  }

  @Test func customMirrors() {
    #expect(
      diff(
        LoginState(email: "blob@pointfree.co", password: "bl0b", token: "secret"),
        LoginState(email: "blob@pointfree.co", password: "bl0b!", token: "secret")
      ) == """
          LoginState(
            email: "blob@pointfree.co",
        -   password: <redacted>
        +   password: <redacted>
          )
        """
    )
  }

  @Test func customDumpRepresentable() {
    #expect(diff(Wrapper(rawValue: 1), Wrapper(rawValue: 2)) == "- 1\n+ 2")
    struct Results: CustomDumpRepresentable, Equatable {
      var customDumpValue: Any { [1, 2] }
    }
    struct State: Equatable {
      var date: Double
      var results: Results
    }
    #expect(
      diff(
        State(date: 123_456_789, results: Results()), State(date: 123_456_790, results: Results())
      ) == """
          DiffTests.State(
        -   date: 123456789.0,
        +   date: 123456790.0,
            results: […]
          )
        """
    )
  }

  @Test func observationStorageIsHidden() {
    #expect(
      diff(ObservedState(count: 1, title: "Hi"), ObservedState(count: 2, title: "Hi")) == """
          ObservedState(
        -   count: 1,
        +   count: 2,
            title: "Hi"
          )
        """
    )
  }

  @Test func anyHashable() {
    #expect(diff(AnyHashable(42), AnyHashable(43)) == "- 42\n+ 43")
  }

  @Test func diffObjectsCompareBeforeAndAfter() {
    final class Box: _CustomDiffObject {
      var before: Any
      var after: Any
      init(before: Any, after: Any) {
        self.before = before
        self.after = after
      }
      var _customDiffValues: (Any, Any) { (before, after) }
    }
    struct Stats { var count = 0 }
    struct State { var stats: Box }
    let state = State(stats: Box(before: Stats(), after: Stats(count: 1)))
    #expect(
      diff(state, state) == """
          DiffTests.State(
        -   stats: #1 DiffTests.Stats(count: 0)
        +   stats: #1 DiffTests.Stats(count: 1)
          )
        """
    )
    let unchanged = State(stats: Box(before: Stats(), after: Stats()))
    #expect(diff(unchanged, unchanged) == nil)
  }

  @Test func diffObjectsThatLoopBackDiffTheirValueOnce() {
    let root = Snapshot(name: "Root")
    let leaf = Snapshot(name: "Leaf")
    root.child = leaf
    leaf.child = root
    root.after.name = "Root!"
    leaf.after.name = "Leaf!"
    #expect(
      diff(root, root) == """
          #1 Snapshot.Value(
        -   name: "Root",
        +   name: "Root!",
            child: #2 Snapshot.Value(
        -     name: "Leaf",
        +     name: "Leaf!",
              child: #1 Snapshot.Value(↩︎)
            )
          )
        """
    )
    leaf.after.name = "Leaf"
    root.after.name = "Root"
    #expect(diff(root, root) == nil)
  }

  @Test func objectGraphsWithCyclesCompareAndDiff() {
    func loop(_ first: String, _ second: String) -> Node {
      let head = Node(name: first)
      head.next = Node(name: second, next: head)
      return head
    }
    #expect(diff(loop("A", "B"), loop("A", "B")) == nil)
    #expect(
      diff(loop("A", "B"), loop("A", "C")) == """
        - Node(
        -   name: "A",
        -   next: #1 Node(
        -     name: "B",
        -     next: Node(↩︎)
        -   )
        - )
        + #2 Node(
        +   name: "A",
        +   next: #3 Node(
        +     name: "C",
        +     next: #2 Node(↩︎)
        +   )
        + )
        """
    )
  }

  @Test func oneDiffObjectSeveralTimesInACollection() {
    let blob = Tracked(before: User(id: 1, name: "Blob"), after: User(id: 1, name: "Blob Jr"))
    let glob = Tracked(before: User(id: 2, name: "Glob"), after: User(id: 2, name: "Glob"))
    #expect(
      diff([blob, blob, blob], [blob, blob, glob]) == """
          [
            [0]: #1 User(
              id: 1,
        -     name: "Blob"
        +     name: "Blob Jr"
            ),
            [1]: #1 User(↩︎),
        -   [2]: #1 User(↩︎)
        +   [2]: #2 User(
        +     id: 2,
        +     name: "Glob"
        +   )
          ]
        """
    )
  }

  @Test func diffObjectsCanNameAnotherType() {
    final class Model: _CustomDiffObject {
      struct Storage {
        var count: Int
        var label = "Clicks"
      }
      var _customDiffValues: (Any, Any) { (Storage(count: 1), Storage(count: 2)) }
      var _customDiffType: Any.Type? { Model.self }
    }
    let model = Model()
    #expect(
      diff(model, model) == """
          #1 DiffTests.Model(
        -   count: 1,
        +   count: 2,
            label: "Clicks"
          )
        """
    )
    #expect(
      String(customDumping: model) == """
        #1 DiffTests.Model(
          count: 2,
          label: "Clicks"
        )
        """
    )
  }
}

/// An element of a long list.
struct ListItem: Equatable, Identifiable {
  let id: Int
  var value: Int
}

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
