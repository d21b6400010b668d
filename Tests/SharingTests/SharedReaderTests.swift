import Sharing
import Testing

@Suite struct SharedReaderTests {
  struct Settings: Equatable, Identifiable, Sendable {
    var id = 1
    var theme = "light"
    var fontSize = 12
  }

  @Test func readerOfASharedSeesItsWrites() {
    let settings = Shared(value: Settings())
    let reader = SharedReader(settings)
    settings.withLock { $0.theme = "dark" }
    #expect(reader.wrappedValue.theme == "dark")
  }

  @Test func readerProjectionSeesWrites() {
    let settings = Shared(value: Settings())
    let theme: SharedReader<String> = SharedReader(settings).theme
    settings.theme.withLock { $0 = "dark" }
    #expect(theme.wrappedValue == "dark")
  }

  @Test func readerWithAValue() {
    @SharedReader(value: 3) var count: Int
    #expect(count == 3)
    #expect($count.wrappedValue == 3)
  }

  @Test func unwrappingAReader() throws {
    let optional = Shared<Settings?>(value: nil)
    #expect(SharedReader(optional) == nil)
    optional.withLock { $0 = Settings() }
    let reader = try #require(SharedReader(SharedReader(optional)))
    optional.withLock { $0?.fontSize = 14 }
    #expect(reader.wrappedValue.fontSize == 14)
  }

  @Test func anUnwrappedReaderKeepsTheLastValueReadThroughIt() throws {
    let optional = Shared<Int?>(value: 1)
    let reader = try #require(SharedReader(SharedReader(optional)))
    #expect(reader.wrappedValue == 1)
    optional.withLock { $0 = 2 }
    optional.withLock { $0 = nil }
    #expect(reader.wrappedValue == 1)
    optional.withLock { $0 = 3 }
    #expect(reader.wrappedValue == 3)
  }

  @Test func readOnAReaderComposes() {
    let settings = Shared(value: Settings())
    let large = SharedReader(settings).read { $0.fontSize > 12 }
    #expect(!large.wrappedValue)
    settings.fontSize.withLock { $0 = 20 }
    #expect(large.wrappedValue)
    let length = large.read { $0 ? "large" : "small" }.count
    #expect(length.wrappedValue == 5)
  }

  @Test func equatableAndIdentifiableByValue() {
    #expect(SharedReader(value: Settings()) == SharedReader(value: Settings()))
    #expect(SharedReader(value: Settings()).id == 1)
  }

  @Test func readerOfAValueHasNoKeyToLoad() async throws {
    let reader = SharedReader(value: 1)
    try await reader.load()
    #expect(!reader.isLoading)
    #expect(reader.loadError == nil)
  }
}
