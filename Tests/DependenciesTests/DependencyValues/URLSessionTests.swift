import Dependencies
import Foundation
import Testing

// No `import FoundationNetworking`: `Dependencies` re-exports it on Linux, so `URLSession` here
// is the real class, as code written for Apple platforms expects.

@Suite struct URLSessionTests {
  @Test func aTestsSessionReportsAndFailsInsteadOfReachingTheNetwork() async {
    await withKnownIssue {
      await withDependencies {
        $0.context = .test
      } operation: {
        @Dependency(\.urlSession) var urlSession
        await #expect(throws: (any Error).self) {
          _ = try await urlSession.data(from: URL(string: "http://127.0.0.1:9/")!)
        }
      }
    } matching: { issue in
      issue.description.contains(#"Unimplemented: @Dependency(\.urlSession)"#)
    }
  }

  @Test func liveIsTheSharedSession() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.urlSession) var urlSession
      #expect(urlSession === URLSession.shared)
    }
  }

  @Test func anOverrideIsUsed() {
    let session = URLSession(configuration: .ephemeral)
    withDependencies {
      $0.urlSession = session
    } operation: {
      @Dependency(\.urlSession) var urlSession
      #expect(urlSession === session)
    }
  }
}
