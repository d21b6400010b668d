import Dependencies
import Testing

@DependencyClient
struct NumberClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
  var isEven: @Sendable (Int) -> Bool = { $0.isMultiple(of: 2) }
  var log: @Sendable (String) -> Void
  var cached: @Sendable () -> Int?
}

@Suite struct MacrosTests {
  @Test func anUnimplementedEndpointReportsTheClientAndEndpoint() async {
    let client = NumberClient()
    await withKnownIssue {
      _ = try? await client.fetch(number: 1)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Unimplemented: 'NumberClient.fetch'") }
        || issue.error is Unimplemented
    }
  }
}
