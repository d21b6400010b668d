/// Turns a struct of closures into a dependency client: unimplemented defaults, labeled methods
/// and memberwise initializers.
///
/// ```swift
/// import Dependencies
/// import DependenciesMacros
///
/// @DependencyClient
/// struct APIClient: Sendable {
///   var fetchUser: @Sendable (_ id: Int) async throws -> User
///   var isReachable: @Sendable () -> Bool = { true }
/// }
///
/// extension APIClient: TestDependencyKey {
///   static let testValue = APIClient()
/// }
/// ```
///
/// The macro marks every closure property `@DependencyEndpoint`, which gives it a default that
/// reports `Unimplemented: 'APIClient.fetchUser'` when called (a throwing endpoint also throws
/// ``Unimplemented``), and, when its parameters are labeled, a method with those labels
/// (`fetchUser(id:)`). It adds an initializer taking every property, and one taking only the
/// properties that are not endpoints, so `APIClient()` is a client whose every endpoint is
/// unimplemented: the right `testValue`.
///
/// A non-throwing endpoint that returns a value needs a default closure (`= { true }`): the
/// macro cannot make up a value, and says so with a fix-it.
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyClientMacro")

/// Gives a closure property an unimplemented default and, when its parameters are labeled, a
/// method with those labels.
///
/// `@DependencyClient` applies it to every closure property; apply it yourself to name the
/// method:
///
/// ```swift
/// @DependencyEndpoint(method: "fetchUser")
/// var fetchUserByID: @Sendable (_ id: Int) async throws -> User
/// // adds: func fetchUser(id: Int) async throws -> User
/// ```
///
/// - Parameter method: The name of the generated method; the property's name by default.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: arbitrary)
public macro DependencyEndpoint(method: String = "") =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEndpointMacro")

/// Marks a closure property of a `@DependencyClient` that is not an endpoint: it gets no
/// unimplemented default and is left out of the initializer without endpoints.
@attached(peer, names: arbitrary)
public macro DependencyEndpointIgnored() =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEndpointIgnoredMacro")
