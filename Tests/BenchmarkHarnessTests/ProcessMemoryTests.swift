import Testing

@testable import BenchmarkHarness

#if os(Linux)
  import Glibc

  /// Whether the thread sanitizer runs this process: its allocator stands in for malloc, whose
  /// counters then do not move.
  private let runsUnderThreadSanitizer = dlsym(nil, "__tsan_init") != nil
#endif

@Suite struct ProcessMemoryTests {
  @Test func megabytesHaveOneDecimal() {
    #expect(ProcessMemory.megabytes(1_572_864) == "1.5")
    #expect(ProcessMemory.megabytes(0) == "0.0")
  }

  #if os(Linux)
    @Test(.disabled(if: runsUnderThreadSanitizer, "the sanitizer's allocator replaces malloc"))
    func memoryHandedOutIsResidentOnceTouchedAndCountedUntilFreed() throws {
      let size = 64 << 20
      let before = try #require(ProcessMemory.trimmed())
      var block = [UInt8](repeating: 1, count: size)
      let holding = try #require(ProcessMemory.now())
      // Other suites run meanwhile, and free memory too: bounds with room for theirs.
      #expect(holding.inUse - before.inUse >= size / 2)
      #expect(holding.resident - before.resident >= size / 2, "the touched pages are resident")
      block[size - 1] = 2
      #expect(block.last == 2)
      block = []
      let after = try #require(ProcessMemory.trimmed())
      #expect(after.inUse - before.inUse < size / 2)
      #expect(after.resident - before.resident < size / 2, "given back")
    }
  #endif
}
