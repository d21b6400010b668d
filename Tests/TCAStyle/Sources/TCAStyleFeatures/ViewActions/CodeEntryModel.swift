import ComposableArchitecture

/// What a non-SwiftUI front end (a terminal screen, a UIKit controller) holds: a store, and
/// methods that send the feature's view actions through `@ViewAction`'s `send`.
@MainActor
@ViewAction(for: CodeEntryFeature.self)
public final class CodeEntryModel {
  public let store: StoreOf<CodeEntryFeature>

  public init(store: StoreOf<CodeEntryFeature>) {
    self.store = store
  }

  /// The user typed into the code field.
  public func codeChanged(_ code: String) {
    send(.binding(.set(\.code, code)))
  }

  /// The user pressed the submit button.
  public func submit() {
    send(.submitButtonTapped, animation: .default)
  }
}
