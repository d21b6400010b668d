import IssueReporting
import Testing

@Suite struct UnimplementedTests {
  /// `#function` in a stored property's initializer is the enclosing type's name.
  final class Model: Sendable {
    let line = #line + 1
    let onTap: @Sendable (Int) -> Void = unimplemented()
    let onAppear: @Sendable () -> Void = unimplemented("Model.onAppear")
    let rename: @Sendable (String, Int) -> Bool = unimplemented(placeholder: false)
  }

  @Test func aClosureReturningVoidNeedsNoPlaceholder() {
    let model = Model()
    withKnownIssue {
      model.onTap(42)
    } matching: { issue in
      issue.reportedText == """
        Unimplemented …

          Defined in 'Model' at:
            IssueReportingTests/UnimplementedTests.swift:\(model.line)

          Invoked with:
            42
        """
    }
  }

  @Test func theMessageCarriesTheDescriptionAndTheArguments() {
    let model = Model()
    withKnownIssue {
      model.onAppear()
    } matching: { issue in
      issue.reportedText.hasPrefix("Unimplemented: Model.onAppear …\n")
        && issue.reportedText.hasSuffix("Invoked with:\n    ()")
    }
    withKnownIssue {
      #expect(model.rename("Blob", 1) == false)
    } matching: { issue in
      issue.reportedText.hasSuffix("Invoked with:\n    (\"Blob\", 1)")
    }
  }

  @Test func aPlaceholderClosureReportsAndReturnsThePlaceholder() {
    let fetch: @Sendable (Int) -> [String] = unimplemented("APIClient.fetch", placeholder: ["x"])
    withKnownIssue {
      #expect(fetch(1) == ["x"])
    } matching: { issue in
      issue.reportedText.hasPrefix("Unimplemented: APIClient.fetch …")
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

  @Test func anImmediateValueReportsWhereItWasMadeWithoutArguments() {
    let line = #line + 2
    withKnownIssue {
      let value: Int = unimplemented("Settings.value", placeholder: 3)
      #expect(value == 3)
    } matching: { issue in
      issue.reportedText == """
        Unimplemented: Settings.value …

          Defined in 'anImmediateValueReportsWhereItWasMadeWithoutArguments()' at:
            IssueReportingTests/UnimplementedTests.swift:\(line)
        """
    }
  }
}
