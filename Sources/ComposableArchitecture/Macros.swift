/// Makes a type a ``Reducer`` and fills in what the conformance needs.
///
/// On a struct it adds the `Reducer` conformance, makes `Action` (and an enum `State`) case
/// pathable, puts `@ReducerBuilder` on `body`, and synthesises an empty `State`, `Action` or
/// `body` where the type has none.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// Applying it to a class, an actor, a protocol or an extension is a compile-time error.
@attached(
  member, names: named(State), named(Action), named(init), named(body), named(CaseScope),
  named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Makes an enum of reducers a ``Reducer``, adding conformances to the `State` and `Action` it
/// synthesises: `@Reducer(state: .equatable, .sendable, action: .equatable)`.
@attached(
  member, names: named(State), named(Action), named(init), named(body), named(CaseScope),
  named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// A conformance `@Reducer` can add to the `State` and `Action` it synthesises for an enum.
public struct _SynthesizedConformance: Sendable {
  let name: String

  /// `Codable`.
  public static let codable = Self(name: "Codable")
  /// `Decodable`.
  public static let decodable = Self(name: "Decodable")
  /// `Encodable`.
  public static let encodable = Self(name: "Encodable")
  /// `Equatable`.
  public static let equatable = Self(name: "Equatable")
  /// `Hashable`.
  public static let hashable = Self(name: "Hashable")
  /// `Sendable`.
  public static let sendable = Self(name: "Sendable")
}

/// Marks a case of a `@Reducer` enum whose state is plain data, such as an alert, with no reducer
/// of its own: it goes away after any of its actions.
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of a `@Reducer` enum that holds no feature: `@Reducer` leaves it out of the body.
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseIgnoredMacro")
