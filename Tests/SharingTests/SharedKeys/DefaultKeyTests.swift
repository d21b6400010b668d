import Sharing
import Testing

extension SharedKey where Self == InMemoryKey<Int>.Default {
  fileprivate static var count: Self { Self[.inMemory("count"), default: 3] }
}

extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  fileprivate static var total: Self { Self[.inMemory("total"), default: 10] }
}

@Suite struct DefaultKeyTests {
  @Test func sharedTakesTheKeysDefault() {
    @Shared(.count) var count
    #expect(count == 3)
    $count.withLock { $0 += 1 }
    @Shared(.inMemory("count")) var same = 0
    #expect(same == 4)
  }

  @Test func anExplicitDefaultWins() {
    @Shared(.count) var count = 7
    #expect(count == 7)
  }

  @Test func readerTakesTheKeysDefault() {
    @SharedReader(.total) var total
    #expect(total == 10)
    @SharedReader(.count) var count
    #expect(count == 3)
  }

  @Test func description() {
    let key: InMemoryKey<Int>.Default = .count
    #expect(key.description == #"InMemoryKey<Int>.Default[.inMemory("count"), default: 3]"#)
  }
}
