/// The case tag of an enum value: which case it is in, as the runtime numbers them, with no
/// reflection and no look at the payload.
///
/// Two values in the same case have the same tag whatever their payloads; values in different
/// cases have different tags. Navigation uses it as a cheap identity of "which destination".
///
/// ```swift
/// enumTag(Destination.detail(a)) == enumTag(Destination.detail(b))    // true
/// enumTag(Destination.detail(a)) == enumTag(Destination.settings(c))  // false
/// enumTag(42)                                                         // nil: not an enum
/// ```
///
/// - Parameter value: Any value.
/// - Returns: The case tag, or `nil` when `Enum` is not an enum (or `Optional`) type.
/// - Complexity: O(1): two loads and one call of the type's `getEnumTag` value witness.
@usableFromInline
package func enumTag<Enum>(_ value: Enum) -> UInt32? {
  guard let getEnumTag = EnumMetadata(Enum.self)?.getEnumTag else { return nil }
  let metadata = EnumMetadata.pointer(to: Enum.self)
  return withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) }
}

/// Whether values of `type` have enum cases whose tag ``enumTag(_:)`` reads: an enum or an
/// optional. Answered from the type's metadata, without a value.
@usableFromInline
package func hasEnumTag<T>(_ type: T.Type) -> Bool {
  EnumMetadata(type) != nil
}

/// A view of a type's runtime metadata, for enum types only.
///
/// Layout facts of the Swift ABI this relies on (stable since Swift 5):
/// - the metadata pointer of a type is the bit pattern of `T.self as Any.Type`;
/// - its first word is the metadata kind: `0x201` for enums, `0x202` for `Optional`;
/// - the word before it points at the value witness table;
/// - a value witness table starts with 8 function pointers, then `size`, `stride`, and a 32-bit
///   `flags` word padded to a full word; enums' tables then carry `getEnumTag` first.
struct EnumMetadata {
  typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32

  let getEnumTag: GetEnumTag

  static func pointer(to type: Any.Type) -> UnsafeRawPointer {
    unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  init?(_ type: Any.Type) {
    let metadata = Self.pointer(to: type)
    let kind = metadata.load(as: UInt.self)
    guard kind == 0x201 || kind == 0x202 else { return nil }
    let word = MemoryLayout<UnsafeRawPointer>.size
    let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    let flags = witnesses.load(fromByteOffset: 10 * word, as: UInt32.self)
    // The table only carries enum witnesses when this flag says so.
    let hasEnumWitnesses: UInt32 = 0x0020_0000
    guard flags & hasEnumWitnesses != 0 else { return nil }
    self.getEnumTag = witnesses.load(fromByteOffset: 11 * word, as: GetEnumTag.self)
  }
}
