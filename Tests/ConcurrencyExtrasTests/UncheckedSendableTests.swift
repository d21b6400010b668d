import ConcurrencyExtras
import Foundation
import Testing

@Suite struct UncheckedSendableTests {
  final class Counter {
    var count = 0
  }

  struct Holder: Sendable {
    @UncheckedSendable var counter = Counter()
  }

  @Test func propertyWrapperReadsAndWritesThrough() {
    let holder = Holder()
    holder.counter.count += 1
    #expect(holder.counter.count == 1)
    #expect(holder.$counter.count == 1)
  }

  @Test func dynamicMemberWritesTheWrappedValue() {
    var point = UncheckedSendable((x: 1, y: 2))
    point.x = 10
    #expect(point.value.x == 10)
    #expect(point.y == 2)
  }

  @Test func equatableHashableAndCodableFollowTheValue() throws {
    #expect(UncheckedSendable(1) == UncheckedSendable(1))
    #expect(Set([UncheckedSendable(1), UncheckedSendable(1)]).count == 1)
    let data = try JSONEncoder().encode(UncheckedSendable([1, 2]))
    #expect(String(decoding: data, as: UTF8.self) == "[1,2]")
    #expect(try JSONDecoder().decode(UncheckedSendable<[Int]>.self, from: data).value == [1, 2])
  }
}
