import Dependencies
import DependenciesMacros
import Testing

@DependencyClient
struct NumberClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
  var isEven: @Sendable (Int) -> Bool = { $0.isMultiple(of: 2) }
  var log: @Sendable (String) -> Void
  var cached: @Sendable () -> Int?
  @DependencyEndpoint(method: "square")
  var squareNumber: @Sendable (_ of: Int) -> Int = { of in of * of }
}

@DependencyClient
struct ConfiguredClient: Sendable {
  var baseURL: String
  var retries = 3
  var send: @Sendable (String) throws -> Void
}

extension NumberClient: TestDependencyKey {
  static let testValue = NumberClient()
}

@Suite struct MacrosTests {
  @Test func anUnimplementedThrowingEndpointReportsTheClientAndEndpointAndThrows() async {
    let client = NumberClient()
    await withKnownIssue {
      await #expect(throws: Unimplemented.self) {
        try await client.fetch(number: 1)
      }
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "Unimplemented: 'NumberClient.fetch'")
    }
  }

  @Test func anUnimplementedEndpointReturnsItsDefaultAfterReporting() {
    let client = NumberClient()
    withKnownIssue {
      #expect(client.isEven(4))
      #expect(client.cached() == nil)
      client.log("hello")
      #expect(client.square(of: 3) == 9)
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "Unimplemented: 'NumberClient.isEven'")
        || DependenciesTests.issue(issue, contains: "Unimplemented: 'NumberClient.cached'")
        || DependenciesTests.issue(issue, contains: "Unimplemented: 'NumberClient.log'")
        || DependenciesTests.issue(issue, contains: "Unimplemented: 'NumberClient.squareNumber'")
    }
  }

  @Test func anUnimplementedEndpointWithADefaultStillReportsWhenCalled() {
    let client = NumberClient()
    let reported = LockIsolated(0)
    withKnownIssue {
      #expect(client.isEven(4))
      #expect(!client.isEven(3))
    } matching: { issue in
      reported.withValue { $0 += 1 }
      return DependenciesTests.issue(issue, contains: "Unimplemented: 'NumberClient.isEven'")
    }
    #expect(reported.value == 2)
  }

  @Test func aLocalClientsEndpointWithADefaultReports() {
    struct Local {
      @DependencyEndpoint
      var endpoint: () -> Int = { 42 }
    }
    withKnownIssue {
      #expect(Local().endpoint() == 42)
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "Unimplemented: 'Local.endpoint'")
    }
  }

  @Test func implementedEndpointsReportNothingAndLabeledMethodsForward() async throws {
    let client = NumberClient(
      fetch: { "\($0) is a number" },
      isEven: { _ in false },
      log: { _ in },
      cached: { 1 },
      squareNumber: { $0 + 1 }
    )
    #expect(try await client.fetch(number: 5) == "5 is a number")
    #expect(try await client.fetch(6) == "6 is a number")
    #expect(client.isEven(2) == false)
    #expect(client.cached() == 1)
    #expect(client.square(of: 3) == 4)
  }

  @Test func anEndpointCanBeOverriddenOneAtATime() async throws {
    var client = NumberClient()
    client.fetch = { @Sendable number in "overridden \(number)" }
    #expect(try await client.fetch(number: 1) == "overridden 1")
  }

  @Test func theInitializerWithoutEndpointsKeepsOtherProperties() {
    let client = ConfiguredClient(baseURL: "https://example.com")
    #expect(client.baseURL == "https://example.com")
    #expect(client.retries == 3)
    withKnownIssue {
      #expect(throws: Unimplemented.self) { try client.send("ping") }
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "Unimplemented: 'ConfiguredClient.send'")
    }
    let full = ConfiguredClient(baseURL: "b", retries: 1, send: { _ in })
    #expect(full.retries == 1)
    #expect(throws: Never.self) { try full.send("ping") }
  }

  @Test func aClientIsADependencyWhoseTestValueIsUnimplemented() async {
    @Dependency(NumberClient.self) var client
    await withKnownIssue {
      _ = try? await client.fetch(number: 1)
    } matching: { issue in
      DependenciesTests.issue(issue, contains: "Unimplemented: 'NumberClient.fetch'")
    }
    await withDependencies {
      $0[NumberClient.self].fetch = { _ in "mocked" }
    } operation: {
      @Dependency(NumberClient.self) var mocked
      #expect((try? await mocked.fetch(number: 1)) == "mocked")
    }
  }
}
