import ComposableArchitecture
import Foundation

/// A form presented as a sheet: saving stamps the date and dismisses it, as in TCA's
/// "Dismissal" documentation. While it is shown, a clock ticks an autosave counter.
@Reducer
public struct ItemFormFeature {
  @ObservableState
  public struct State: Equatable {
    public var name: String
    public var savedAt: Date?
    public var autosaves = 0
    public init(name: String = "", savedAt: Date? = nil, autosaves: Int = 0) {
      self.name = name
      self.savedAt = savedAt
      self.autosaves = autosaves
    }
  }

  public enum Action {
    case autosaveTick
    case cancelButtonTapped
    case nameChanged(String)
    case onAppear
    case saveButtonTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .autosaveTick:
        state.autosaves += 1
        return .none
      case .cancelButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      case let .nameChanged(name):
        state.name = name
        return .none
      case .onAppear:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(10))
            await send(.autosaveTick)
          }
        }
      case .saveButtonTapped:
        state.savedAt = now
        return .run { [dismiss] _ in await dismiss() }
      }
    }
  }
}
