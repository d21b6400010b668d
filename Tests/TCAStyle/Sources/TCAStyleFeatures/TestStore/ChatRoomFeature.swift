import ComposableArchitecture

/// A chat room whose view starts it with `.task`: the task connects, and the connection starts a
/// long-living stream of messages. The view's task being cancelled must end the stream too,
/// though the stream was started by `.connected`, an action the task's effect sent back.
@Reducer
public struct ChatRoomFeature {
  @ObservableState
  public struct State: Equatable {
    public var isConnected = false
    public var messages: [String] = []
    public init(isConnected: Bool = false, messages: [String] = []) {
      self.isConnected = isConnected
      self.messages = messages
    }
  }

  public enum Action {
    case connected
    case messageReceived(String)
    case task
  }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .connected:
        state.isConnected = true
        return .run { [clock] send in
          var count = 0
          while true {
            try await clock.sleep(for: .seconds(1))
            count += 1
            await send(.messageReceived("Message \(count)"))
          }
        }
      case let .messageReceived(message):
        state.messages.append(message)
        return .none
      case .task:
        return .run { [clock] send in
          try await clock.sleep(for: .milliseconds(100))
          await send(.connected)
        }
      }
    }
  }
}
