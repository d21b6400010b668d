import IssueReporting

/// The name case paths had before `AnyCasePath`.
@available(*, deprecated, renamed: "AnyCasePath")
public typealias CasePath = AnyCasePath

prefix operator /

extension AnyCasePath {
  /// Creates a case path from an enum's case constructor, extracting by reflection.
  ///
  /// Kept for code written before `@CasePathable`; a case key path (`\.child`) is cheaper.
  ///
  /// - Parameter embed: A case constructor, such as `Action.child`.
  public init(unsafe embed: @escaping @Sendable (Value) -> Root) {
    self.init(
      embed: embed,
      extract: { EmbedReflection.extract(from: $0, embed: embed) }
    )
  }

  /// Creates a case path from an enum's case constructor, extracting by reflection.
  ///
  /// - Parameter embed: A case constructor, such as `Action.child`.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  public init(_ embed: @escaping (Value) -> Root) {
    self.init(unsafe: UncheckedEmbed(embed).call)
  }

  /// Whether `value` is in this path's case: `case /Action.child:` in a `switch`.
  @available(*, deprecated, message: "Use 'CasePathable.is' with a case key path, instead")
  public static func ~= (pattern: AnyCasePath, value: Root) -> Bool {
    pattern.extract(from: value) != nil
  }
}

extension AnyCasePath where Value == Void {
  /// Creates a case path to a case with no associated value.
  ///
  /// - Parameter root: The case, such as `Action.tapped`.
  @_disfavoredOverload
  public init(unsafe root: @autoclosure @escaping @Sendable () -> Root) {
    self.init(
      embed: { root() },
      extract: { EmbedReflection.isInCase($0, of: root()) ? () : nil }
    )
  }

  /// Creates a case path to a case with no associated value.
  ///
  /// - Parameter root: The case, such as `Action.tapped`.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  @_disfavoredOverload
  public init(_ root: @autoclosure @escaping @Sendable () -> Root) {
    self.init(unsafe: root())
  }
}

extension AnyCasePath where Root == Value {
  /// The identity case path of a type.
  ///
  /// - Parameter type: The type.
  @available(*, deprecated, message: "Use the '\\.self' case key path, instead")
  public init(_ type: Root.Type) {
    self.init()
  }
}

/// A case path from an enum's case constructor: `/Action.child`.
///
/// ```swift
/// Scope(state: \.child, action: /Action.child) { Child() }
/// ```
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
  AnyCasePath(unsafe: UncheckedEmbed(embed).call)
}

/// A case path from an enum's case constructor into an optional root: `nil` is in no case.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root?
) -> AnyCasePath<Root?, Value> {
  AnyCasePath(optionalRootOf: embed)
}

extension AnyCasePath {
  /// Creates a case path from an enum's case constructor into an optional root, extracting by
  /// reflection: `nil` is in no case.
  ///
  /// - Parameter embed: A case constructor, such as `Action.child`.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  public init<Wrapped>(_ embed: @escaping (Value) -> Wrapped) where Root == Wrapped? {
    self.init(optionalRootOf: { embed($0) })
  }

  /// The case path of `embed`'s case inside an optional root.
  init<Wrapped>(optionalRootOf embed: @escaping (Value) -> Wrapped?) where Root == Wrapped? {
    let embed = UncheckedEmbed(embed)
    self.init(
      embed: embed.call,
      extract: { optionalRoot in
        guard let root = optionalRoot else { return nil }
        guard hasEnumTag(Wrapped.self) else {
          // `Optional.some` itself: the wrapped value is the payload.
          return root as? Value
        }
        return EmbedReflection.extract(from: root, embed: { embed.call($0)! })
      }
    )
  }
}

/// A case path to a case with no associated value: `/Action.tapped`.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> AnyCasePath<Root, Void> {
  AnyCasePath(unsafe: root())
}

/// A case path to a case with no associated value, into an optional root.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root?
) -> AnyCasePath<Root?, Void> {
  AnyCasePath(
    embed: { root() },
    extract: { optionalRoot in
      guard let optionalRoot, let value = root() else { return nil }
      return EmbedReflection.isInCase(optionalRoot, of: value) ? () : nil
    }
  )
}

/// The identity case path of a type: `/Action.self`.
@available(*, deprecated, message: "Use the '\\.self' case key path, instead")
public prefix func / <Root>(
  type: Root.Type
) -> AnyCasePath<Root, Root> {
  AnyCasePath()
}

/// A case path, unchanged: `/.some` where an `AnyCasePath` is expected.
@available(*, deprecated, message: "Use a case key path (like '\\.self' or '\\.some'), instead")
public prefix func / <Root, Value>(
  path: AnyCasePath<Root, Value>
) -> AnyCasePath<Root, Value> {
  path
}

/// The extract function of a case constructor: `(/Action.child)(action)`.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> (Root) -> Value? {
  let embed = UncheckedEmbed(embed)
  return { EmbedReflection.extract(from: $0, embed: embed.call) }
}

/// The extract function of a case with no associated value: `(/Action.tapped)(action)`.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> (Root) -> Void? {
  { EmbedReflection.isInCase($0, of: root()) ? () : nil }
}

/// The extract function of a case constructor, for an optional root: `nil` is in no case.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> (Root?) -> Value? {
  let embed = UncheckedEmbed(embed)
  return { optionalRoot in
    optionalRoot.flatMap { EmbedReflection.extract(from: $0, embed: embed.call) }
  }
}

/// The extract function of a case with no associated value, for an optional root: `nil` is in
/// no case.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> (Root?) -> Void? {
  { optionalRoot in
    guard let optionalRoot else { return nil }
    return EmbedReflection.isInCase(optionalRoot, of: root()) ? () : nil
  }
}

precedencegroup CasePathCompositionPrecedence {
  associativity: left
}

infix operator .. : CasePathCompositionPrecedence

extension AnyCasePath {
  /// This path followed by `rhs`: `/Action.child .. /Child.Action.tapped`.
  @available(*, deprecated, message: "Append 'CasePathable' case key paths, instead")
  public static func .. <AppendedValue>(
    lhs: AnyCasePath,
    rhs: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    lhs.appending(rhs)
  }

  /// This path followed by a case constructor: `/Action.child .. Child.Action.tapped`.
  @available(*, deprecated, message: "Append 'CasePathable' case key paths, instead")
  public static func .. <AppendedValue>(
    lhs: AnyCasePath,
    rhs: @escaping (AppendedValue) -> Value
  ) -> AnyCasePath<Root, AppendedValue> {
    lhs.appending(AnyCasePath<Value, AppendedValue>(unsafe: UncheckedEmbed(rhs).call))
  }
}

/// An extract function followed by a case constructor's: `/Action.child .. Child.Action.tapped`
/// where a function is expected (`compactMap`).
@available(*, deprecated, message: "Chain 'CasePathable' case properties, instead")
public func .. <Root, Value, AppendedValue>(
  lhs: @escaping (Root) -> Value?,
  rhs: @escaping (AppendedValue) -> Value
) -> (Root) -> AppendedValue? {
  let embed = UncheckedEmbed(rhs)
  return { root in lhs(root).flatMap { EmbedReflection.extract(from: $0, embed: embed.call) } }
}

/// A case constructor that is not `@Sendable`, carried into the `@Sendable` closures of a case
/// path.
// NB: case constructors capture nothing mutable: they only build an enum value.
struct UncheckedEmbed<Value, Root>: @unchecked Sendable {  // NB: above
  let embed: (Value) -> Root
  init(_ embed: @escaping (Value) -> Root) { self.embed = embed }
  @Sendable func call(_ value: Value) -> Root { embed(value) }
}

extension AnyCasePath {
  /// Mutates the value in this path's case in place, or throws when `root` is in another case.
  ///
  /// ```swift
  /// try (/Destination.State.detail).modify(&state.destination) { $0.title = "Edited" }
  /// ```
  @available(
    iOS, deprecated: 9999,
    message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  @available(
    macOS, deprecated: 9999,
    message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  @available(
    tvOS, deprecated: 9999,
    message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  @available(
    watchOS, deprecated: 9999,
    message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  public func modify<Result>(
    _ root: inout Root,
    _ body: (inout Value) throws -> Result
  ) throws -> Result {
    guard var value = extract(from: root) else { throw CaseExtractionError() }
    let result = try body(&value)
    root = embed(value)
    return result
  }

  /// This path followed by `path`.
  @available(iOS, deprecated: 9999, message: "Chain case key paths together, instead.")
  @available(macOS, deprecated: 9999, message: "Chain case key paths together, instead.")
  @available(tvOS, deprecated: 9999, message: "Chain case key paths together, instead.")
  @available(watchOS, deprecated: 9999, message: "Chain case key paths together, instead.")
  public func appending<AppendedValue>(
    path: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    appending(path)
  }
}

/// Thrown by ``AnyCasePath/modify(_:_:)`` when the root is in another case.
struct CaseExtractionError: Error {}

extension AnyCasePath where Root == Value {
  /// The identity case path.
  @available(*, deprecated, message: "Use the '\\.self' case key path, instead")
  public static var `self`: Self { AnyCasePath() }
}

/// An optional, for constraints that need to name the wrapped type; not API.
public protocol _OptionalProtocol {
  /// The type of the wrapped value.
  associatedtype Wrapped
  /// The optional itself.
  var optional: Wrapped? { get }
  /// An optional holding `wrapped`.
  init(_ wrapped: Wrapped)
}

extension Optional: _OptionalProtocol {
  /// The optional itself.
  public var optional: Wrapped? { self }
}

extension AnyCasePath where Root: _OptionalProtocol, Value == Root.Wrapped {
  /// The case path to an optional's wrapped value.
  @available(*, deprecated, message: "Use the '\\Optional.Cases.some' case key path, instead")
  public static var some: Self {
    // NB: the closures capture only `Root`'s conformance, immutable for the life of the program.
    ._$embed({ Root($0) }, extract: { $0.optional })
  }
}
