import Dependencies
import DependenciesMacros
import Foundation
import XCTestDynamicOverlay

/// Checks a one-time sign-in code, as a TCA app declares a client: `@DependencyClient` from
/// DependenciesMacros, its test value made of unimplemented endpoints.
@DependencyClient
public struct CodeClient: Sendable {
  public var verify: @Sendable (_ code: String) async throws -> Bool
}

extension CodeClient: TestDependencyKey {
  public static let testValue = CodeClient()
}

extension DependencyValues {
  public var codeClient: CodeClient {
    get { self[CodeClient.self] }
    set { self[CodeClient.self] = newValue }
  }
}
