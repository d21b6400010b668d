import Foundation
import IdentifiedCollections
import Observation
import Sharing
import Synchronization
import Testing

/// A shared value read or written again from inside its own `withLock`, on the writing thread.
@Suite struct SharedStorageReentranceTests {
  struct SyncUp: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }

  struct Settings: Equatable, Sendable {
    var theme = "light"
    var fontSize = 12
  }

  @Test func aDeleteMayReadTheProjectionOfTheElementItDeletes() throws {
    @Shared(value: [SyncUp(id: 1, title: "Standup"), SyncUp(id: 2, title: "Retro")])
    var syncUps: IdentifiedArrayOf<SyncUp>
    @Shared var syncUp: SyncUp
    _syncUp = try #require(Shared($syncUps[id: 1]))
    let title = $syncUp.title

    // What TCA's SyncUps app writes: the id is read through the element's projection.
    $syncUps.withLock { _ = $0.remove(id: syncUp.id) }
    #expect(syncUps.ids == [2])
    $syncUps.withLock { _ = $0.remove(id: title.wrappedValue == "Standup" ? 2 : 1) }
    #expect(syncUps.isEmpty)
  }

  @Test func aReadOfTheWholeValueSeesItAsTheWriteBegan() {
    let count = Shared(value: 1)
    let copy = count
    let reader = SharedReader(count)
    count.withLock {
      $0 += 1
      #expect(count.wrappedValue == 1)
      #expect(copy.wrappedValue == 1)
      #expect(reader.wrappedValue == 1)
    }
    #expect(count.wrappedValue == 2)
  }

  @Test func aReadOfAProjectionSeesItAsTheWriteBegan() {
    let settings = Shared(value: Settings())
    _ = settings.fontSize.wrappedValue  // a projection read before: the write compares it
    settings.withLock {
      $0.theme = "dark"
      $0.fontSize = 20
      #expect(settings.theme.wrappedValue == "light")
      #expect(settings.fontSize.wrappedValue == 12)
      #expect(settings.wrappedValue == Settings())
    }
    settings.theme.withLock {
      $0 = "blue"
      #expect(settings.wrappedValue.theme == "dark")
    }
    #expect(settings.wrappedValue == Settings(theme: "blue", fontSize: 20))
  }

  @Test func aProjectionFirstReadInsideAWriteIsToldOfIt() {
    let settings = Shared(value: Settings())
    let changed = Mutex(false)
    settings.withLock {
      $0.theme = "dark"
      withObservationTracking {
        _ = settings.theme.wrappedValue
      } onChange: {
        changed.withLock { $0 = true }
      }
    }
    #expect(changed.withLock { $0 })
  }

  @Test func aNestedWriteIsReportedAndAppliedAfterTheOuterOne() {
    let settings = Shared(value: Settings())
    withKnownIssue {
      settings.withLock {
        $0.theme = "dark"
        settings.fontSize.withLock { $0 = 20 }
        // Stored at once: later reads inside the outer write see it.
        #expect(settings.fontSize.wrappedValue == 20)
        #expect(settings.theme.wrappedValue == "light")
      }
    } matching: { issue in
      issue.reportedText.contains("written from inside a \"withLock\" on the same value")
        && issue.reportedText.contains("through the outer closure's argument")
    }
    #expect(settings.wrappedValue == Settings(theme: "dark", fontSize: 20))
  }

  @Test func aNestedWriteOfTheSamePartReplacesWhatTheOuterOneWroteThere() {
    let count = Shared(value: 0)
    withKnownIssue {
      count.withLock {
        $0 += 10
        count.withLock { $0 += 1 }
      }
    }
    #expect(count.wrappedValue == 1)
  }

  @Test func writesNestedInANestedWriteAreAppliedInTheOrderTheyBegan() {
    let settings = Shared(value: Settings())
    withKnownIssue {
      settings.withLock { outer in
        outer.fontSize = 1
        settings.withLock { middle in
          middle.fontSize = 2
          settings.fontSize.withLock { $0 += 1 }  // from the value at rest: 12 + 1
          middle.theme = "dark"
        }
        #expect(settings.wrappedValue == Settings(theme: "dark", fontSize: 13))
      }
    }
    #expect(settings.wrappedValue == Settings(theme: "dark", fontSize: 13))
  }

  @Test func aNestedWriteInsideTheWriteOfAPartIsKeptToo() {
    // A part's write, the path every write takes once a projection was read or a test store
    // exists.
    let settings = Shared(value: Settings())
    _ = settings.theme.wrappedValue
    withKnownIssue {
      settings.theme.withLock { theme in
        theme = "dark"
        settings.fontSize.withLock { $0 = 20 }
      }
    }
    #expect(settings.wrappedValue == Settings(theme: "dark", fontSize: 20))
  }

  @Test func anotherThreadWaitsForTheWriteRatherThanReadingAroundIt() {
    let count = Shared(value: 0)
    let started = DispatchSemaphore(value: 0)
    let seen = Mutex<Int?>(nil)
    let done = DispatchSemaphore(value: 0)
    count.withLock { value in
      let reader = Thread {
        started.signal()
        let read = count.wrappedValue
        seen.withLock { $0 = read }
        done.signal()
      }
      reader.start()
      started.wait()
      value = 1
    }
    done.wait()
    #expect(seen.withLock { $0 } == 1)
  }
}
