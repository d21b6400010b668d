import Foundation
import Testing

@testable import ComposableArchitecture

@Suite struct StackStateTests {
  @Test func idsAreGenerationalAndDumpAsNumbers() {
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      var path = StackState<String>()
      path.append("a")
      path.append("b")
      #expect(path.ids == [0, 1])
      #expect(path.ids.map(\.debugDescription) == ["#0", "#1"])
      path.removeAll()
      path.append("c")
      // Ids are never reused: the new element is #2, not #0.
      #expect(path.ids == [2])
      #expect(path[id: 2] == "c")
      #expect(path[id: 0] == nil)
    }
  }

  @Test func popFromAndPopTo() {
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      var path: StackState<String> = ["a", "b", "c", "d"]
      path.pop(to: 1)
      #expect(Array(path) == ["a", "b"])
      path.pop(from: 1)
      #expect(Array(path) == ["a"])
      path.pop(from: 7)
      #expect(Array(path) == ["a"])
      path.removeLast()
      #expect(path.isEmpty)
    }
  }

  @Test func subscriptByIDReadsWritesAndRemoves() {
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      var path: StackState<Int> = [10, 20]
      path[id: 1]? += 1
      #expect(Array(path) == [10, 21])
      path[id: 0] = nil
      #expect(path.ids == [1])
      // In tests, writing at a missing id pushes: how expected states name pushed elements.
      path[id: 5] = 50
      #expect(path.ids == [1, 5])
      #expect(Array(path) == [21, 50])
    }
  }

  @Test func caseSubscriptWritesOnlyTheRightCase() {
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      var path = StackState<Navigator.Path.State>()
      path.append(.editor(Editor.State()))
      path[id: 0, case: \.editor]?.text = "draft"
      #expect(path[id: 0, case: \.editor]?.text == "draft")
      #expect(path[id: 0, case: \.viewer] == nil)
      withKnownIssue {
        path[id: 0, case: \.viewer] = Viewer.State(title: "wrong")
      } matching: { issue in
        issue.firstLine == "Can't modify unrelated case \"editor\""
          && issue.mentions("not the case written to")
      }
      #expect(path[id: 0, case: \.editor]?.text == "draft")
    }
  }

  @Test func equalityComparesIDsAndElements() {
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      let first: StackState<Int> = [1, 2]
      var second = StackState<Int>()
      second[id: 0] = 1
      second[id: 1] = 2
      #expect(first == second)
      #expect(first.hashValue == second.hashValue)
      let third: StackState<Int> = [1, 2]  // ids #2, #3
      #expect(first != third)
    }
  }

  @Test func codableRoundTripKeepsElementsWithFreshIDs() throws {
    try withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      let path: StackState<String> = ["a", "b"]
      let data = try JSONEncoder().encode(path)
      #expect(String(decoding: data, as: UTF8.self) == #"["a","b"]"#)
      let decoded = try JSONDecoder().decode(StackState<String>.self, from: data)
      #expect(Array(decoded) == ["a", "b"])
      #expect(decoded.ids == [2, 3])
    }
  }

  @Test func dumpShowsIDs() {
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      let path: StackState<String> = ["a", "b"]
      var dump = ""
      customDump(path, to: &dump)
      #expect(dump.contains("#0: \"a\""))
      #expect(dump.contains("#1: \"b\""))
    }
  }

  @CasePathable
  enum Screen: Equatable {
    case editor(String)
    case viewer(Int)
  }

  @Test func writingNilThroughAnElementsCaseRemovesIt() {
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      var path: StackState<Screen> = [.editor("a"), .viewer(1), .editor("c")]
      path[id: 1, case: \.viewer] = nil
      #expect(path.ids == [0, 2])
      path[id: 0, case: \.editor]?.append("!")
      #expect(path[id: 0] == .editor("a!"))
    }
  }

  @Test func writingThroughAnotherCaseIsReportedAndChangesNothing() {
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      var path: StackState<Screen> = [.editor("a")]
      withKnownIssue {
        path[id: 0, case: \.viewer]? += 1
      } matching: { issue in
        issue.firstLine == #"Can't modify unrelated case "editor""#
      }
      withKnownIssue {
        path[id: 0, case: \.viewer] = nil
      } matching: { issue in
        issue.firstLine == #"Can't modify unrelated case "editor""#
      }
      #expect(path[id: 0] == .editor("a"))
    }
  }
}
