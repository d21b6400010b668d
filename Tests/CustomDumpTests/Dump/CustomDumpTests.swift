import CustomDump
import Foundation
import Testing

@Suite struct CustomDumpTests {
  @Test func singleValues() {
    #expect(String(customDumping: 1) == "1")
    #expect(String(customDumping: true) == "true")
    #expect(String(customDumping: 1.5) == "1.5")
    #expect(String(customDumping: "Blob") == #""Blob""#)
    #expect(String(customDumping: ()) == "()")
  }

  @Test func types() {
    #expect(String(customDumping: User.self) == "User.self")
    #expect(String(customDumping: Namespaced.Struct.self) == "Namespaced.Struct.self")
    #expect(String(customDumping: [Int].self) == "[Int].self")
    #expect(String(customDumping: Int?.self) == "Int?.self")
    #expect(String(customDumping: [String: User].self) == "[String: User].self")
    #expect(String(customDumping: (id: Int, User).self) == "(id: Int, User).self")
    #expect(String(customDumping: Wrapper<Int>.self) == "Wrapper.self")
  }

  @Test func structs() {
    let user = User(id: 42, name: "Blob")
    #expect(
      String(customDumping: user) == """
        User(
          id: 42,
          name: "Blob"
        )
        """
    )
    #expect(String(customDumping: Namespaced.Struct(x: 0)) == "Namespaced.Struct(x: 0)")
    #expect(String(customDumping: NeverEqual()) == "NeverEqual()")

    let pair = Pair(driver: user, passenger: User(id: 2, name: "Blob, Jr."))
    #expect(
      String(customDumping: pair) == """
        Pair(
          driver: User(
            id: 42,
            name: "Blob"
          ),
          passenger: User(
            id: 2,
            name: "Blob, Jr."
          )
        )
        """
    )
  }

  @Test func maxDepth() {
    let pair = Pair(driver: User(id: 1, name: "Blob"), passenger: User(id: 2, name: "Blob, Jr."))
    var text = ""
    customDump(pair, to: &text, maxDepth: 1)
    #expect(
      text == """
        Pair(
          driver: User(…),
          passenger: User(…)
        )
        """
    )
    text = ""
    customDump(pair, to: &text, maxDepth: 0)
    #expect(text == "Pair(…)")
    text = ""
    customDump([1, 2], to: &text, maxDepth: 0)
    #expect(text == "[…]")
    text = ""
    customDump(NestedDate(date: Date(timeIntervalSince1970: 0)), to: &text, maxDepth: 0)
    #expect(text == "NestedDate(date: Date(1970-01-01T00:00:00.000Z))")
  }

  @Test func nameAndIndent() {
    var text = ""
    customDump(User(id: 1, name: "Blob"), to: &text, name: "user", indent: 4)
    #expect(
      text == """
            user: User(
              id: 1,
              name: "Blob"
            )
        """
    )
  }

  @Test func returnsItsValue() {
    var text = ""
    let value = customDump(42, to: &text)
    #expect(value == 42)
    #expect(customDump("quiet", maxDepth: 0) == "quiet")
  }

  @Test func classes() {
    let user = UserClass(id: 42, name: "Blob")
    #expect(
      String(customDumping: user) == """
        UserClass(
          id: 42,
          name: "Blob"
        )
        """
    )
    var text = ""
    customDump(user, to: &text, maxDepth: 0)
    #expect(text == "UserClass(…)")
    #expect(String(customDumping: NSObject()) == "NSObject()")
  }

  @Test func classCycles() {
    let foo = RecursiveFoo()
    foo.foo = foo
    #expect(
      String(customDumping: foo) == """
        RecursiveFoo(
          foo: RecursiveFoo(↩︎)
        )
        """
    )
  }

  @Test func cyclesThroughSeveralObjectsEnd() {
    let parent = Node(name: "Parent")
    let child = Node(name: "Child")
    parent.next = child
    child.next = parent
    #expect(
      String(customDumping: parent) == """
        Node(
          name: "Parent",
          next: #1 Node(
            name: "Child",
            next: Node(↩︎)
          )
        )
        """
    )
  }

  @Test func diffObjectsThatLoopBackEnd() {
    let root = Snapshot(name: "Root")
    let leaf = Snapshot(name: "Leaf")
    root.child = leaf
    leaf.child = root
    #expect(
      String(customDumping: Graph(root: root)) == """
        Graph(
          root: #1 Snapshot.Value(
            name: "Root",
            child: #2 Snapshot.Value(
              name: "Leaf",
              child: #1 Snapshot.Value(↩︎)
            )
          )
        )
        """
    )
  }

  @Test func repeatedObjectsAreNumbered() {
    let blob = UserClass(id: 1, name: "Blob")
    let blobJr = UserClass(id: 2, name: "Blob Jr.")
    #expect(
      String(customDumping: [blob, blobJr, blobJr, blob]) == """
        [
          [0]: UserClass(
            id: 1,
            name: "Blob"
          ),
          [1]: #1 UserClass(
            id: 2,
            name: "Blob Jr."
          ),
          [2]: #1 UserClass(↩︎),
          [3]: UserClass(↩︎)
        ]
        """
    )
  }

  @Test func enums() {
    #expect(String(customDumping: Enum.foo) == "Enum.foo")
    #expect(String(customDumping: Enum.bar(42)) == "Enum.bar(42)")
    #expect(String(customDumping: Enum.fu(bar: 42)) == "Enum.fu(bar: 42)")
    #expect(
      String(customDumping: Enum.baz(fizz: 0.9, buzz: "2")) == """
        Enum.baz(
          fizz: 0.9,
          buzz: "2"
        )
        """
    )
    #expect(
      String(customDumping: Enum.fizz(0.9, buzz: "2")) == """
        Enum.fizz(
          0.9,
          buzz: "2"
        )
        """
    )
    #expect(String(customDumping: Namespaced.Choice.x(0)) == "Namespaced.Choice.x(0)")
    #expect(String(customDumping: Nested.nest(.foo)) == "Nested.nest(.foo)")
    #expect(
      String(customDumping: Nested.nest(.fizz(1, buzz: "2"))) == """
        Nested.nest(
          .fizz(
            1.0,
            buzz: "2"
          )
        )
        """
    )
  }

  @Test func genericEnums() {
    let result = Result<Result<Int, any Error>, any Error>.success(.success(42))
    #expect(
      String(customDumping: result) == """
        Result.success(
          .success(42)
        )
        """
    )
  }

  @Test func optionals() {
    #expect(
      String(customDumping: User?(User(id: 42, name: "Blob"))) == """
        User(
          id: 42,
          name: "Blob"
        )
        """
    )
    #expect(String(customDumping: User?.none) == "nil")
    #expect(String(customDumping: Int??.some(.some(1))) == "1")
  }

  @Test func tuples() {
    #expect(
      String(customDumping: (1, 2)) == """
        (
          1,
          2
        )
        """
    )
    #expect(
      String(customDumping: (x: 1, y: 2, ())) == """
        (
          x: 1,
          y: 2,
          ()
        )
        """
    )
  }

  @Test func collections() {
    #expect(String(customDumping: [Int]()) == "[]")
    #expect(
      String(customDumping: [User(id: 1, name: "Blob"), User(id: 2, name: "Blob, Jr.")]) == """
        [
          [0]: User(
            id: 1,
            name: "Blob"
          ),
          [1]: User(
            id: 2,
            name: "Blob, Jr."
          )
        ]
        """
    )
    var text = ""
    customDump([User(id: 1, name: "Blob"), User(id: 2, name: "Blob, Jr.")], to: &text, maxDepth: 1)
    #expect(
      text == """
        [
          [0]: User(…),
          [1]: User(…)
        ]
        """
    )
  }

  @Test func dictionariesAreSortedByKey() {
    #expect(String(customDumping: [String: Int]()) == "[:]")
    #expect(
      String(customDumping: [2: User(id: 2, name: "Blob, Jr."), 1: User(id: 1, name: "Blob")])
        == """
        [
          1: User(
            id: 1,
            name: "Blob"
          ),
          2: User(
            id: 2,
            name: "Blob, Jr."
          )
        ]
        """
    )
    let mixed: [AnyHashable: Int] = [1: 1, "Blob, Jr.": 2]
    #expect(
      String(customDumping: mixed) == """
        [
          "Blob, Jr.": 2,
          1: 1
        ]
        """
    )
  }

  @Test func setsAreSorted() {
    #expect(
      String(customDumping: Set([3, 1, 2])) == """
        Set([
          1,
          2,
          3
        ])
        """
    )
    #expect(String(customDumping: Set<Int>()) == "Set([])")
  }

  @Test func strings() {
    #expect(String(customDumping: "Blob") == #""Blob""#)
    #expect(String(customDumping: "tab\there") == #""tab\there""#)
    #expect(String(customDumping: #"Say "hi""#) == ##"#"Say "hi""#"##)
    #expect(String(customDumping: #"back\slash"#) == ##"#"back\slash"#"##)
    #expect(String(customDumping: ##"quote "# hash"##) == ###"##"quote "# hash"##"###)
    #expect(String(customDumping: "Blob"[...]) == #""Blob""#)
  }

  @Test func multilineStrings() {
    #expect(
      String(customDumping: "Hello,\nWorld!") == #"""
        """
        Hello,
        World!
        """
        """#
    )
    let email = Email(
      subject: "RE: Upcoming Event",
      body: """
        To whom it may concern,

        Yours,
        Blob
        """
    )
    #expect(
      String(customDumping: email) == """
        Email(
          subject: "RE: Upcoming Event",
          body: \"\"\"
            To whom it may concern,
            \("")
            Yours,
            Blob
            \"\"\"
        )
        """
    )
    #expect(
      String(
        customDumping: ##"""
          print(
            #"""
            Hi
            """#
          )
          """##) == ###"""
          ##"""
          print(
            #"""
            Hi
            """#
          )
          """##
          """###
    )
    var text = ""
    customDump(email, to: &text, maxDepth: 1)
    #expect(
      text == """
        Email(
          subject: "RE: Upcoming Event",
          body: "…"
        )
        """
    )
  }

  @Test func observationStorageIsHidden() {
    #expect(
      String(customDumping: ObservedState(count: 1, title: "Hi")) == """
        ObservedState(
          count: 1,
          title: "Hi"
        )
        """
    )
  }

  @Test func printsToStandardOutputAndReturns() {
    let user = customDump(User(id: 1, name: "Blob"), name: "user")
    #expect(user == User(id: 1, name: "Blob"))
  }
}
