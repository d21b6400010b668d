import Synchronization
import Testing

@testable import SwiftNavigation

private enum Speed: UITransactionKey {
  static let defaultValue = 1
}

private enum Label: UITransactionKey {
  static let defaultValue = "none"
}

/// A key that wraps every re-run it is part of, as a UI framework's animation block would.
private enum Wrapping: _UICustomTransactionKey {
  static let defaultValue = ""
  static let log = Mutex<[String]>([])

  static func perform(value: String, operation: @Sendable () -> Void) {
    log.withLock { $0.append("begin \(value)") }
    operation()
    log.withLock { $0.append("end \(value)") }
  }
}

extension UITransaction {
  fileprivate var speed: Int {
    get { self[Speed.self] }
    set { self[Speed.self] = newValue }
  }
}

@Suite struct UITransactionTests {
  @Test func aKeyReadsItsDefaultUntilSet() {
    var transaction = UITransaction()
    #expect(transaction[Speed.self] == 1)
    #expect(transaction.isEmpty)
    transaction[Speed.self] = 3
    #expect(transaction[Speed.self] == 3)
    #expect(transaction[Label.self] == "none")
  }

  @Test func nestedTransactionsAddTheirValuesToTheOuterOnes() {
    var outer = UITransaction()
    outer[Label.self] = "outer"
    withUITransaction(outer) {
      #expect(UITransaction.current[Label.self] == "outer")
      withUITransaction(\.speed, 5) {
        #expect(UITransaction.current[Label.self] == "outer")
        #expect(UITransaction.current.speed == 5)
      }
      #expect(UITransaction.current.speed == 1)
    }
    #expect(UITransaction.current.isEmpty)
  }

  @Test func withUITransactionReturnsWhatItsBodyReturns() throws {
    #expect(withUITransaction(\.speed, 2) { UITransaction.current.speed * 10 } == 20)
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      try withUITransaction(UITransaction()) { throw Failure() }
    }
  }

  /// A custom key's `perform` wraps the re-run of an observation the change was made in.
  @MainActor
  @Test func aCustomKeyWrapsTheReRunItIsPartOf() async {
    let counter = Counter()
    var seen: [Int] = []
    let token = observe { _ in seen.append(counter.count) }
    Wrapping.log.withLock { $0 = [] }
    var transaction = UITransaction()
    transaction[Wrapping.self] = "fade"
    withUITransaction(transaction) { counter.count = 1 }
    #expect(await eventually { seen == [0, 1] })
    #expect(Wrapping.log.withLock { $0 } == ["begin fade", "end fade"])
    token.cancel()
  }
}
