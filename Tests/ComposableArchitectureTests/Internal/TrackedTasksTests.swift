import Testing

@testable import ComposableArchitecture

@Suite struct TrackedTasksTests {
  private func node(keys: [CancelID] = [], task: Task<Void, Never>? = nil) -> TrackedTask {
    let node = TrackedTask(list: 0, keys: keys)
    node.task = task
    return node
  }

  /// The nodes of a chain, in order.
  private func chainNodes(_ chain: TrackedTask?) -> [TrackedTask] {
    var nodes: [TrackedTask] = []
    var node = chain
    while let current = node {
      nodes.append(current)
      node = current.next
    }
    return nodes
  }

  @Test func aFinishedTaskIsHandedBackByTheNextInsertion() {
    var tasks = TrackedTasks()
    let first = node()
    #expect(tasks.insert(first).recorded)
    #expect(tasks.finish(first).asksToBeTaken, "nothing else in flight: no insertion may come")
    #expect(tasks.count == 0)
    let handedBack = tasks.insert(node()).finished
    #expect(handedBack.chain === first, "kept until the store's thread inserts again")
    #expect(handedBack.chain?.next == nil)
    #expect(!handedBack.hasKeys)
    TrackedTasks.release(handedBack.chain)
    #expect(tasks.count == 1)
  }

  @Test func theFinishedTasksSayWhetherOneHasCancelIDs() {
    var tasks = TrackedTasks()
    let plain = node()
    let keyed = node(keys: [CancelID(1)])
    _ = tasks.insert(plain)
    _ = tasks.insert(keyed)
    _ = tasks.finish(plain)
    _ = tasks.finish(keyed)
    let handedBack = tasks.insert(node()).finished
    #expect(handedBack.hasKeys)
    #expect(chainNodes(handedBack.chain).count == 2)
    TrackedTasks.release(handedBack.chain)
    #expect(!tasks.insert(node()).finished.hasKeys)
  }

  @Test func aFinishedTaskIsReleasedOnlyWhenItsChainIs() {
    var tasks = TrackedTasks()
    weak var released: TrackedTask?
    do {
      let finishing = node()
      released = finishing
      _ = tasks.insert(finishing)
      _ = tasks.finish(finishing)
    }
    #expect(released != nil, "the list keeps it")
    do {
      let chain = tasks.insert(node()).finished.chain
      TrackedTasks.release(chain)
      #expect(released != nil, "the chain's own reference keeps it")
    }
    #expect(released == nil)
  }

  @Test func tasksFinishingInAnyOrderLeaveTheOthersInFlight() {
    var tasks = TrackedTasks()
    let nodes = (0..<4).map { _ in node() }
    for node in nodes { TrackedTasks.release(tasks.insert(node).finished.chain) }
    // The middle one, then the most recent, then the oldest.
    for index in [1, 3, 0] { #expect(tasks.finish(nodes[index]).isKept) }
    #expect(tasks.count == 1)
    let (inFlight, finished) = tasks.close()
    let inFlightNodes = chainNodes(inFlight)
    #expect(inFlightNodes.count == 1 && inFlightNodes.first === nodes[2])
    let order = chainNodes(finished).map { finished in
      nodes.firstIndex { $0 === finished }!
    }
    #expect(order == [0, 3, 1], "most recent first")
    TrackedTasks.release(inFlight)
    TrackedTasks.release(finished)
  }

  @Test func aTaskThatFinishesBeforeItIsRecordedIsNotRecorded() {
    var tasks = TrackedTasks()
    let early = node()
    #expect(tasks.finish(early).isKept)
    #expect(!tasks.insert(early).recorded)
    #expect(tasks.count == 0)
    let (inFlight, finished) = tasks.close()
    #expect(inFlight == nil && finished == nil)
  }

  @Test func closingHandsOverTheTasksInFlightAndLaterFinishesAtOnce() async {
    var tasks = TrackedTasks()
    let task = Task { _ = try? await Task.sleep(for: .seconds(3_600)) }
    let done = node()
    let running = node(task: task)
    _ = tasks.insert(done)
    _ = tasks.insert(running)
    _ = tasks.finish(done)
    let (inFlight, finished) = tasks.close()
    #expect(chainNodes(inFlight).map(\.task) == [task])
    #expect(finished === done)
    #expect(tasks.count == 0)
    TrackedTasks.release(inFlight)
    TrackedTasks.release(finished)
    #expect(tasks.finish(running).isKept, "handed over already: not the list's any more")
    task.cancel()
    await task.value
  }

  @Test func aTaskRecordedAfterClosingIsHandedBackWhenItFinishes() {
    var tasks = TrackedTasks()
    _ = tasks.close()
    let late = node()
    _ = tasks.insert(late)
    let released = tasks.finish(late).released
    #expect(released === late)
    TrackedTasks.release(released)
  }

  @Test func theLastTaskInFlightToFinishAsksForTheFinishedOnesToBeTaken() {
    var tasks = TrackedTasks()
    let first = node()
    let second = node()
    _ = tasks.insert(first)
    _ = tasks.insert(second)
    #expect(tasks.finish(first).isKept, "another is in flight")
    #expect(tasks.finish(second).asksToBeTaken)
    let taken = tasks.takeFinished()
    let order = chainNodes(taken.chain).map(ObjectIdentifier.init)
    #expect(order == [second, first].map(ObjectIdentifier.init), "most recent first")
    TrackedTasks.release(taken.chain)
    #expect(tasks.takeFinished().chain == nil, "taken once")
    #expect(tasks.insert(node()).finished.chain == nil, "not handed back again")
  }

  @Test func manyFinishedTasksAskToBeTakenWhileOthersRun() {
    var tasks = TrackedTasks()
    let running = node()
    _ = tasks.insert(running)
    let nodes = (0..<TrackedTasks.finishedLimit).map { _ in node() }
    for node in nodes { _ = tasks.insert(node) }
    let asks = nodes.map { tasks.finish($0).asksToBeTaken }
    #expect(asks.dropLast().allSatisfy { !$0 })
    #expect(asks.last == true, "once, when the limit is reached")
    TrackedTasks.release(tasks.takeFinished().chain)
    #expect(tasks.count == 1)
    TrackedTasks.release(tasks.close().inFlight)
  }

  @Test func releasingALongChainDoesNotRecurse() {
    var tasks = TrackedTasks()
    var nodes = (0..<100_000).map { _ in node() }
    for node in nodes { TrackedTasks.release(tasks.insert(node).finished.chain) }
    for node in nodes { _ = tasks.finish(node) }
    nodes.removeAll()
    // A frame per node would overflow the stack here.
    TrackedTasks.release(tasks.close().finished)
    #expect(tasks.count == 0)
  }
}

extension TrackedTasks.Finish {
  fileprivate var isKept: Bool {
    if case .kept = self { true } else { false }
  }

  fileprivate var asksToBeTaken: Bool {
    if case .keptUntilTaken = self { true } else { false }
  }

  fileprivate var released: TrackedTask? {
    if case .release(let node) = self { node } else { nil }
  }
}
