import Testing

@testable import ComposableArchitecture

@Suite struct CallSiteTests {
  /// What a runtime warning names: the file and the exact line and column of the call.
  @Test func aCallSiteKeepsWhereItWasWritten() {
    let site = CallSite(
      fileID: "Feature/Feature.swift", filePath: "/src/Feature/Feature.swift", line: 1_234_567,
      column: 89
    )
    #expect(site.fileID.description == "Feature/Feature.swift")
    #expect(site.filePath.description == "/src/Feature/Feature.swift")
    #expect(site.line == 1_234_567)
    #expect(site.column == 89)
  }

  /// Lines and columns are kept in 32 bits; one beyond that names the last line there is.
  @Test func aLineBeyondThirtyTwoBitsIsClamped() {
    let site = CallSite(fileID: "A/A.swift", filePath: "/A.swift", line: .max, column: 1)
    #expect(site.line == UInt(UInt32.max))
    #expect(site.column == 1)
  }

  /// An effect's task carries a call site: at 48 bytes, the task's closure stays within the
  /// 128 bytes that glibc frees without a lock when another thread allocated them. A field
  /// added here puts every effect back over it (BENCHMARKS.md, "Effects, session 11").
  @Test func aCallSiteTakesFortyEightBytes() {
    #expect(MemoryLayout<CallSite>.size == 48)
  }
}
