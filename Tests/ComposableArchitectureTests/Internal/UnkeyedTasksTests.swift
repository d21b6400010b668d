import Testing

@testable import ComposableArchitecture

@Suite struct UnkeyedTasksTests {
  final class Job: Sendable {}

  @Test func aFinishedTaskIsForgottenAtTheNextInsertion() {
    var tasks = UnkeyedTasks()
    let first = CancellationState.Token.next(keyed: false)
    tasks.insert(first, task: Task {}, job: nil)
    tasks.finish(first)
    #expect(tasks.count == 0)
    #expect(tasks.entries.count == 1, "kept until the store's thread inserts again")
    tasks.insert(.next(keyed: false), task: Task {}, job: nil)
    #expect(tasks.entries[first] == nil)
    #expect(tasks.count == 1)
  }

  @Test func theJobOfAFinishedTaskIsReleasedByTheNextInsertion() {
    var tasks = UnkeyedTasks()
    let token = CancellationState.Token.next(keyed: false)
    weak var released: Job?
    do {
      let job = Job()
      released = job
      tasks.insert(token, task: Task {}, job: job)
    }
    tasks.finish(token)
    #expect(released != nil)
    tasks.insert(.next(keyed: false), task: Task {}, job: nil)
    #expect(released == nil)
  }

  @Test func aTaskThatFinishesBeforeItIsRecordedIsForgottenWhenItIs() {
    var tasks = UnkeyedTasks()
    let early = CancellationState.Token.next(keyed: false)
    tasks.finish(early)
    tasks.insert(.next(keyed: false), task: Task {}, job: nil)
    tasks.insert(early, task: Task {}, job: nil)
    #expect(tasks.entries[early] == nil)
    #expect(tasks.count == 1)
  }

  @Test func closingHandsOverTheTasksInFlightAndForgetsLaterFinishesAtOnce() {
    var tasks = UnkeyedTasks()
    let done = CancellationState.Token.next(keyed: false)
    let running = CancellationState.Token.next(keyed: false)
    tasks.insert(done, task: Task {}, job: nil)
    tasks.insert(running, task: Task {}, job: nil)
    tasks.finish(done)
    #expect(tasks.close().count == 1)
    tasks.finish(running)
    #expect(tasks.entries.isEmpty)
    #expect(tasks.count == 0)
  }
}
