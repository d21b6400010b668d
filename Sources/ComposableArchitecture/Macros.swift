import Observation

/// Makes a type a ``Reducer`` and fills in what the conformance needs.
///
/// On a struct it adds the `Reducer` conformance, makes `Action` (and an enum `State`) case
/// pathable, puts `@ReducerBuilder` on `body`, and synthesises an empty `State`, `Action` or
/// `body` where the type has none.
///
/// A struct whose instances are all alike (no stored properties, no initializer but an empty
/// `init() {}`, not generic) is also marked `_StatelessReducer`; when its `body` is pure
/// composition of stateless reducers, `@Reducer` adds a `reduce(into:action:)` that runs the body
/// built once, which is the same as evaluating it per action (see `_ReducerBodyCache`).
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
  member, names: named(State), named(Action), named(init), named(body), named(Body),
  named(CaseScope), named(scope), named(reduce), named(_$bodyCache))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer, _StatelessReducer)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Makes an enum of reducers a ``Reducer``, adding conformances to the `State` and `Action` it
/// synthesises: `@Reducer(state: .equatable, .sendable, action: .equatable)`.
@attached(
  member, names: named(State), named(Action), named(init), named(body), named(Body),
  named(CaseScope), named(scope), named(reduce), named(_$bodyCache))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer, _StatelessReducer)
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

/// Makes a state type observable field by field: each stored property registers reads and
/// notifies changes with the value's own registrar, and the value gets an identity (`_$id`)
/// kept by mutation and renewed by replacement.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var title = ""
///   var rows: IdentifiedArrayOf<Row.State> = []
/// }
/// ```
///
/// Applying it to a class is a compile-time error with a fix-it for `@Observable`.
@attached(extension, conformances: Observable, ObservableState)
@attached(
  member, names: named(_$id), named(_$observationRegistrar), named(_$willModify),
  named(_$storage), named(_$notify))
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Tracks one stored property of an `@ObservableState` type; added by `@ObservableState`.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Leaves a stored property of an `@ObservableState` type untracked.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateIgnoredMacro")

/// Wraps a presented child's optional state in ``PresentationState``, observed like any tracked
/// field: `@Presents var destination: Destination.State?`, and `$destination` for `ifLet`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")

/// Lets a type with a `store` send its feature's ``ViewAction``s directly.
///
/// Apply it to a view, or to any class or struct with a `store` property, naming the feature:
///
/// ```swift
/// @ViewAction(for: Login.self)
/// final class LoginModel {
///   let store: StoreOf<Login>
///
///   func loginButtonTapped() {
///     send(.loginButtonTapped)  // instead of store.send(.view(.loginButtonTapped))
///   }
/// }
/// ```
///
/// The macro conforms the type to ``ViewActionSending``, which gives it `send(_:)`,
/// `send(_:animation:)` and `send(_:transaction:)`. A type without a `store` property is an error,
/// with a fix-it that adds one; a `store.send(...)` call inside the type is a warning, with a
/// fix-it that calls `send` with the view action instead.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ViewActionMacro")
