import ComposableArchitecture
import Foundation
import Testing

// The code of the article UsingDependencies.md, compiled and run.

enum DependenciesArticle {}

extension DependenciesArticle {
  struct FactClient: Sendable {
    var fetch: @Sendable (Int) async throws -> String
  }
}

extension DependenciesArticle.FactClient: DependencyKey {
  static let liveValue = Self { number in
    "\(number) is a number with a fact we could not fetch offline."
  }
  static let testValue = Self { _ in
    reportIssue("FactClient.fetch is not overridden in this test.")
    return ""
  }
}

extension DependencyValues {
  var articleFactClient: DependenciesArticle.FactClient {
    get { self[DependenciesArticle.FactClient.self] }
    set { self[DependenciesArticle.FactClient.self] = newValue }
  }
}

extension DependenciesArticle {
  @Reducer
  struct Fact {
    @ObservableState
    struct State: Equatable {
      var number = 0
      var fact: String?
      var id: UUID?
    }
    enum Action: Equatable {
      case factButtonTapped
      case factResponse(String)
    }

    @Dependency(\.articleFactClient) var factClient
    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .factButtonTapped:
          state.id = uuid()
          return .run { [number = state.number] send in
            await send(.factResponse(try await factClient.fetch(number)))
          }
        case let .factResponse(fact):
          state.fact = fact
          return .none
        }
      }
    }
  }
}

@MainActor
@Suite struct DependenciesArticleTests {
  typealias Fact = DependenciesArticle.Fact

  @Test func theTestChoosesTheDependencies() async {
    let store = TestStore(initialState: Fact.State(number: 7)) {
      Fact()
    } withDependencies: {
      $0.articleFactClient.fetch = { "\($0) is odd." }
      $0.uuid = .incrementing
    }

    await store.send(.factButtonTapped) {
      $0.id = UUID(0)
    }
    await store.receive(.factResponse("7 is odd.")) {
      $0.fact = "7 is odd."
    }
  }

  @Test func codeOutsideAReducerOverridesWithWithDependencies() {
    let id = withDependencies {
      $0.uuid = .constant(UUID(7))
    } operation: {
      @Dependency(\.uuid) var uuid
      return uuid()
    }
    #expect(id == UUID(7))
  }
}
