import ComposableArchitecture
import Foundation

/// One row of the list: a todo with a title and a done mark.
///
/// The row is its own feature so that the list composes it with `forEach`, and a toggle in one
/// row touches (and wakes the observers of) that row only.
@Reducer
public struct Todo {
  /// A todo.
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    /// The todo's stable identity, kept in the saved file.
    public let id: UUID
    /// What there is to do.
    public var title: String
    /// Whether it is done.
    public var isComplete: Bool

    /// Makes a todo.
    public init(id: UUID, title: String, isComplete: Bool = false) {
      self.id = id
      self.title = title
      self.isComplete = isComplete
    }
  }

  /// What can happen to a row.
  public enum Action: Equatable, Sendable {
    /// The done mark was toggled.
    case toggleCompletion
  }

  /// Makes the row feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleCompletion:
        state.isComplete.toggle()
        return .none
      }
    }
  }
}

// The observation macro turns the stored properties into accessors over hidden storage, so the
// coding is written out: the file keeps exactly `id`, `title` and `isComplete`.
extension Todo.State: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, title, isComplete
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(UUID.self, forKey: .id),
      title: try container.decode(String.self, forKey: .title),
      isComplete: try container.decodeIfPresent(Bool.self, forKey: .isComplete) ?? false
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(isComplete, forKey: .isComplete)
  }
}
