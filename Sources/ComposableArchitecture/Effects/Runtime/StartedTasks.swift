/// The tasks the effects of one `send` started, handed back as one.
///
/// Kept without an array while there is only one: most actions start no effect or one, and a
/// one-element array would be an allocation per effect.
@usableFromInline
struct StartedTasks {
  @usableFromInline private(set) var first: Task<Void, Never>?
  @usableFromInline var others: [Task<Void, Never>] = []

  @inlinable
  init() {}

  /// Whether no task was started.
  var isEmpty: Bool { first == nil }

  @inlinable
  mutating func append(_ task: Task<Void, Never>) {
    if first == nil { first = task } else { others.append(task) }
  }

  /// Every task, in the order they were started.
  var all: [Task<Void, Never>] {
    guard let first else { return [] }
    return [first] + others
  }

  /// One task that finishes when all of them have, and cancels all of them when cancelled; the
  /// task itself when it is the only one.
  @usableFromInline
  var combined: Task<Void, Never>? {
    guard others.isEmpty else {
      let tasks = all
      return Task {
        await withTaskCancellationHandler {
          for task in tasks { await task.value }
        } onCancel: {
          for task in tasks { task.cancel() }
        }
      }
    }
    return first
  }
}
