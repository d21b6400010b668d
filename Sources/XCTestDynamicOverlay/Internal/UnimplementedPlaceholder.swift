import Foundation

/// Makes up the value a deprecated `unimplemented` returns, from what its type says about itself:
/// nothing for `Void`, `nil` for an optional, the empty value of a collection or string, zero
/// for a number, `false`, a type's first case, or a raw-representable type built from a made-up
/// raw value. A type that says none of these stops the program, naming the fix.
enum UnimplementedPlaceholder {
  static func value<Result>(for description: String, file: StaticString, line: UInt) -> Result {
    if let value = make(Result.self) { return value }
    fatalError(
      """
      unimplemented(\(description.isEmpty ? "" : description.debugDescription)) has no value \
      to return for "\(Result.self)".

      To keep running, give it one: unimplemented(…, placeholder: …).
      """,
      file: file,
      line: line
    )
  }

  static func make<Result>(_ type: Result.Type) -> Result? {
    literal(type) ?? caseOrRawValue(type) ?? foundation(type) ?? stream(type)
  }

  /// The empty, zero or false value of a type written as a literal.
  private static func literal<Result>(_ type: Result.Type) -> Result? {
    switch type {
    case is Void.Type: return () as? Result
    case let type as any ExpressibleByNilLiteral.Type: return nilValue(type) as? Result
    case let type as any RangeReplaceableCollection.Type: return empty(type) as? Result
    case let type as any ExpressibleByArrayLiteral.Type: return emptyArray(type) as? Result
    case let type as any ExpressibleByDictionaryLiteral.Type:
      return emptyDictionary(type) as? Result
    case let type as any AdditiveArithmetic.Type: return type.zero as? Result
    case let type as any ExpressibleByIntegerLiteral.Type: return zero(type) as? Result
    case let type as any ExpressibleByFloatLiteral.Type: return zero(type) as? Result
    case let type as any ExpressibleByBooleanLiteral.Type: return falseValue(type) as? Result
    case let type as any ExpressibleByUnicodeScalarLiteral.Type: return space(type) as? Result
    default: return nil
    }
  }

  /// A case-iterable type's first case, or a value built from a made-up raw value.
  private static func caseOrRawValue<Result>(_ type: Result.Type) -> Result? {
    if let type = type as? any CaseIterable.Type, let first = firstCase(type) as? Result {
      return first
    }
    if let type = type as? any RawRepresentable.Type {
      return fromRawValue(type) as? Result
    }
    return nil
  }

  private static func foundation<Result>(_ type: Result.Type) -> Result? {
    switch type {
    case is Data.Type: return Data() as? Result
    case is Date.Type: return Date() as? Result
    case is UUID.Type: return UUID() as? Result
    case is Decimal.Type: return Decimal() as? Result
    default: return nil
    }
  }

  /// A stream that has already ended.
  private static func stream<Result>(_ type: Result.Type) -> Result? {
    guard let type = type as? any _FinishedStream.Type else { return nil }
    return type.finished as? Result
  }

  private static func nilValue<T: ExpressibleByNilLiteral>(_: T.Type) -> T { nil }
  private static func empty<T: RangeReplaceableCollection>(_: T.Type) -> T { T() }
  private static func emptyArray<T: ExpressibleByArrayLiteral>(_: T.Type) -> T { [] }
  private static func emptyDictionary<T: ExpressibleByDictionaryLiteral>(_: T.Type) -> T { [:] }
  private static func zero<T: ExpressibleByIntegerLiteral>(_: T.Type) -> T { 0 }
  private static func zero<T: ExpressibleByFloatLiteral>(_: T.Type) -> T { 0.0 }
  private static func falseValue<T: ExpressibleByBooleanLiteral>(_: T.Type) -> T { false }
  private static func space<T: ExpressibleByUnicodeScalarLiteral>(_: T.Type) -> T { " " }
  private static func firstCase<T: CaseIterable>(_: T.Type) -> T? { T.allCases.first }
  private static func fromRawValue<T: RawRepresentable>(_: T.Type) -> T? {
    make(T.RawValue.self).flatMap(T.init(rawValue:))
  }
}

/// A stream type that can be made already finished, for a placeholder.
private protocol _FinishedStream {
  static var finished: Self { get }
}

extension AsyncStream: _FinishedStream {
  fileprivate static var finished: Self { Self { $0.finish() } }
}

extension AsyncThrowingStream: _FinishedStream where Failure == any Error {
  fileprivate static var finished: Self { Self { $0.finish() } }
}
