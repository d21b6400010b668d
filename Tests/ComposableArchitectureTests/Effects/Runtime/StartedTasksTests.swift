import Dependencies
import Testing

@testable import ComposableArchitecture

@Suite struct StartedTasksTests {
  @Test func noTaskCombinesToNothing() {
    let tasks = StartedTasks()
    #expect(tasks.isEmpty)
    #expect(tasks.all.isEmpty)
    #expect(tasks.combined == nil)
  }

  @Test func oneTaskIsItsOwnCombination() {
    var tasks = StartedTasks()
    let task = Task {}
    tasks.append(task)
    #expect(tasks.all == [task])
    #expect(tasks.combined == task)
  }

  @Test func severalTasksCombineIntoOneThatWaitsForAndCancelsThemAll() async {
    var tasks = StartedTasks()
    let (stream, _) = AsyncStream<Never>.makeStream()
    let first = Task { for await _ in stream {} }
    let second = Task { for await _ in stream {} }
    tasks.append(first)
    tasks.append(second)
    #expect(tasks.all == [first, second])
    let combined = tasks.combined
    #expect(combined != first && combined != second)
    combined?.cancel()
    await combined?.value
    #expect(first.isCancelled && second.isCancelled)
  }
}
