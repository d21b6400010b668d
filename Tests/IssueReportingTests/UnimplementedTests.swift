import IssueReporting
import Testing

@Suite struct UnimplementedTests {
  @Test func aPlaceholderClosureReportsAndReturnsThePlaceholder() {
    let fetch: @Sendable (Int) -> [String] = unimplemented("APIClient.fetch", placeholder: ["x"])
    withKnownIssue {
      #expect(fetch(1) == ["x"])
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unimplemented: 'APIClient.fetch'"]
    }
  }

  @Test func anAsyncPlaceholderClosureReports() async {
    let load: @Sendable () async -> Int = unimplemented("load", placeholder: 7)
    await withExpectedIssue {
      let value = await load()
      #expect(value == 7)
    }
  }

  @Test func aThrowingClosureReportsAndThrows() {
    let save: @Sendable (String, Int) throws -> Void = unimplemented("save")
    withExpectedIssue {
      #expect(throws: UnimplementedFailure(description: "save")) { try save("a", 1) }
    }
  }

  @Test func anAsyncThrowingClosureReportsAndThrows() async {
    let save: @Sendable () async throws -> Int = unimplemented("save")
    await withExpectedIssue {
      await #expect(throws: UnimplementedFailure.self) { try await save() }
    }
  }

  @Test func anImmediateValueReportsOnce() {
    withKnownIssue {
      let value: Int = unimplemented("Settings.value", placeholder: 3)
      #expect(value == 3)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unimplemented: 'Settings.value'"]
    }
  }
}
