/// Where an operator or an effect was written, for the runtime warnings it gives on misuse.
///
/// 48 bytes rather than 64: the line and the column are kept in 32 bits, each after one of the
/// strings, in the space left by the string's one-byte last field. An effect's task carries a
/// call site, and stays small enough for the thread that ends it to free it cheaply (see
/// `EffectInterpreter.spawn(_:keys:)`).
@usableFromInline
struct CallSite: Sendable {
  let fileID: StaticString
  private let storedLine: UInt32
  let filePath: StaticString
  private let storedColumn: UInt32

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.storedLine = UInt32(clamping: line)
    self.filePath = filePath
    self.storedColumn = UInt32(clamping: column)
  }

  var line: UInt { UInt(storedLine) }
  var column: UInt { UInt(storedColumn) }
}
