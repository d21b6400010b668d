import Testing

@testable import ComposableArchitecture

@Suite struct UnkeyedTasksTests {
  @Test func aFinishedTaskIsHandedBackByTheNextInsertion() {
    var tasks = UnkeyedTasks()
    let first = UnkeyedTask(list: 0)
    #expect(tasks.insert(first, task: Task {}) == nil)
    #expect(tasks.finish(first) == nil)
    #expect(tasks.count == 0)
    let handedBack = tasks.insert(UnkeyedTask(list: 0), task: Task {})
    #expect(handedBack === first, "kept until the store's thread inserts again")
    #expect(handedBack?.next == nil)
    UnkeyedTasks.release(handedBack)
    #expect(tasks.count == 1)
  }

  @Test func aFinishedTaskIsReleasedOnlyWhenItsChainIs() {
    var tasks = UnkeyedTasks()
    weak var released: UnkeyedTask?
    do {
      let node = UnkeyedTask(list: 0)
      released = node
      _ = tasks.insert(node, task: Task {})
      _ = tasks.finish(node)
    }
    #expect(released != nil, "the list keeps it")
    do {
      let chain = tasks.insert(UnkeyedTask(list: 0), task: Task {})
      UnkeyedTasks.release(chain)
      #expect(released != nil, "the chain's own reference keeps it")
    }
    #expect(released == nil)
  }

  @Test func tasksFinishingInAnyOrderLeaveTheOthersInFlight() {
    var tasks = UnkeyedTasks()
    let nodes = (0..<4).map { _ in UnkeyedTask(list: 0) }
    for node in nodes { UnkeyedTasks.release(tasks.insert(node, task: Task {})) }
    // The middle one, then the most recent, then the oldest.
    for index in [1, 3, 0] { #expect(tasks.finish(nodes[index]) == nil) }
    #expect(tasks.count == 1)
    let (inFlight, finished) = tasks.close()
    #expect(inFlight === nodes[2] && inFlight?.next == nil)
    var order: [Int] = []
    var node = finished
    while let current = node {
      order.append(nodes.firstIndex { $0 === current }!)
      node = current.next
    }
    #expect(order == [0, 3, 1], "most recent first")
    UnkeyedTasks.release(inFlight)
    UnkeyedTasks.release(finished)
  }

  @Test func aTaskThatFinishesBeforeItIsRecordedIsNotRecorded() {
    var tasks = UnkeyedTasks()
    let early = UnkeyedTask(list: 0)
    #expect(tasks.finish(early) == nil)
    #expect(tasks.insert(early, task: Task {}) == nil)
    #expect(tasks.count == 0)
    let (inFlight, finished) = tasks.close()
    #expect(inFlight == nil && finished == nil)
  }

  @Test func closingHandsOverTheTasksInFlightAndLaterFinishesAtOnce() async {
    var tasks = UnkeyedTasks()
    let done = UnkeyedTask(list: 0)
    let running = UnkeyedTask(list: 0)
    let task = Task { _ = try? await Task.sleep(for: .seconds(3_600)) }
    _ = tasks.insert(done, task: Task {})
    _ = tasks.insert(running, task: task)
    _ = tasks.finish(done)
    let (inFlight, finished) = tasks.close()
    #expect(UnkeyedTasks.tasks(of: inFlight) == [task])
    #expect(finished === done)
    #expect(tasks.count == 0)
    UnkeyedTasks.release(inFlight)
    UnkeyedTasks.release(finished)
    #expect(tasks.finish(running) == nil, "handed over already: not the list's any more")
    task.cancel()
    await task.value
  }

  @Test func aTaskRecordedAfterClosingIsHandedBackWhenItFinishes() {
    var tasks = UnkeyedTasks()
    _ = tasks.close()
    let late = UnkeyedTask(list: 0)
    _ = tasks.insert(late, task: Task {})
    let released = tasks.finish(late)
    #expect(released === late)
    UnkeyedTasks.release(released)
  }

  @Test func releasingALongChainDoesNotRecurse() {
    var tasks = UnkeyedTasks()
    let task = Task {}
    var nodes = (0..<100_000).map { _ in UnkeyedTask(list: 0) }
    for node in nodes { UnkeyedTasks.release(tasks.insert(node, task: task)) }
    for node in nodes { _ = tasks.finish(node) }
    nodes.removeAll()
    // A frame per node would overflow the stack here.
    UnkeyedTasks.release(tasks.close().finished)
    #expect(tasks.count == 0)
  }
}
