/// Calls XCTest's `XCTFail` without linking XCTest: applications never load it, test bundles
/// always do, so looking it up at run time tells the two apart and fails the running test case.
enum XCTestBridge {
  private typealias XCTFail = @convention(thin) (String, StaticString, UInt) -> Void

  private static let xctFail: XCTFail? = {
    guard let symbol = loadedSymbol(named: "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
    else { return nil }
    return unsafeBitCast(symbol, to: XCTFail.self)
  }()

  /// Whether XCTest is loaded in this process.
  static var isLoaded: Bool { xctFail != nil }

  /// Fails the XCTest test case that is running.
  static func fail(_ message: String, filePath: StaticString, line: UInt) {
    xctFail?(message, filePath, line)
  }
}
