import Dependencies
import Testing

@Suite struct DependencyKeyTests {
  @Test func aKeyWithoutATestValueReportsTheKeyAndTheFixOncePerTest() {
    let reported = LockIsolated(0)
    withKnownIssue {
      @Dependency(\.noTestValue) var client
      // The live value is used, but never silently.
      #expect(client.value == 42)
      #expect(client.value == 42)
      @Dependency(\.noTestValue) var again
      #expect(again.value == 42)
    } matching: { issue in
      reported.withValue { $0 += 1 }
      return DependenciesTests.issue(
        issue, contains: #"@Dependency(\.noTestValue) has no test value"#)
        && DependenciesTests.issue(issue, contains: "Key: NoTestValueClient")
        && DependenciesTests.issue(issue, contains: "override 'noTestValue'")
        && DependenciesTests.issue(issue, contains: "withDependencies")
        && DependenciesTests.issue(issue, contains: "'testValue'")
    }
    #expect(reported.value == 1)
  }

  @Test func aKeyWithAPreviewValueButNoTestValueGivesThePreviewValueInTests() {
    enum LiveAndPreview: DependencyKey {
      static let liveValue = "live"
      static let previewValue = "preview"
    }
    withKnownIssue {
      @Dependency(LiveAndPreview.self) var value
      #expect(value == "preview")
    }
  }

  @Test func theIssueIsReportedAgainInTheNextTest() {
    // Defaults are cached per test: this test reads the same key as the one above and still
    // gets its own issue.
    withKnownIssue {
      @Dependency(\.noTestValue) var client
      _ = client
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "has no test value")
    }
  }

  @Test func readByKeyTypeTheIssueNamesTheType() {
    withKnownIssue {
      @Dependency(NoTestValueClient.self) var client
      _ = client
    } matching: { issue in
      DependenciesTests.issue(
        issue, contains: "@Dependency(NoTestValueClient.self) has no test value")
    }
  }

  @Test func theIssuePointsAtTheDependencyDeclaration() {
    let declared = #line + 2
    withKnownIssue {
      @Dependency(\.noTestValue) var client
      _ = client
    } matching: { issue in
      issue.sourceLocation?.line == declared
        && issue.sourceLocation?.fileID.hasSuffix("DependencyKeyTests.swift") == true
    }
  }

  @Test func overridingAKeyWithoutATestValueReportsNothing() {
    withDependencies {
      $0.noTestValue = NoTestValueClient(value: 1)
    } operation: {
      @Dependency(\.noTestValue) var client
      #expect(client.value == 1)
    }
  }

  @Test func changingPartOfAKeyWithoutATestValueReportsNothing() {
    withDependencies {
      $0.noTestValue.value += 1
    } operation: {
      @Dependency(\.noTestValue) var client
      #expect(client.value == 43)
    }
  }

  @Test func theDefaultsPerContext() {
    #expect(DependencyValues.live.number == 1)
    #expect(DependencyValues.test.number == 2)
    #expect(DependencyValues.preview.number == 3)
  }

  @Test func previewsUseTheLiveValueOrTheTestValueUnlessTheKeySaysOtherwise() {
    #expect(DependencyValues.preview.noTestValue.value == 42)
    #expect(DependencyValues.preview.testOnly == "test")
  }

  @Test func aKeyWithoutALiveValueReportsInTheLiveContextAndUsesItsTestValue() {
    withKnownIssue {
      #expect(DependencyValues.live.testOnly == "test")
    } matching: { issue in
      DependenciesTests.issue(issue, contains: #"@Dependency(\.testOnly) has no live value"#)
        && DependenciesTests.issue(issue, contains: "'DependencyKey'")
    }
  }
}
