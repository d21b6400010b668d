/// Registers a dependency as a property of `DependencyValues`, with no key type to write.
///
/// ```swift
/// extension DependencyValues {
///   @DependencyEntry(liveValue: LiveAPIClient())
///   var apiClient: any APIClient = MockAPIClient()
/// }
/// ```
///
/// The property's initial value is the test value. `liveValue:` gives the live value (without
/// it, the key is only a `TestDependencyKey`, and the live value can be given elsewhere), and
/// `previewValue:` the preview value. Each value is made anew whenever a default is made (once
/// per context and test), not once for the process. The property needs an initial value, or a
/// `liveValue:` to fall back on.
///
/// The key type the macro makes is private, unless the property is `public` or `package`: then it
/// has that access and is named after the property's type (`APIClientKey` above) or, for a
/// property written without a type, after the property (`ApiClientKey`).
///
/// - Parameters:
///   - liveValue: The live value.
///   - previewValue: The preview value.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: arbitrary)
public macro DependencyEntry<LiveValue, PreviewValue>(
  liveValue: LiveValue = (),
  previewValue: PreviewValue = ()
) = #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEntryMacro")

/// Registers a dependency as a property of `DependencyValues`, with a key type of the name given,
/// which is public (or package, for a package property) so that other modules can conform it.
///
/// ```swift
/// extension DependencyValues {
///   @DependencyEntry("APIClientKey")
///   public var apiClient: any APIClient = MockAPIClient()
/// }
/// ```
///
/// - Parameters:
///   - keyName: The name of the key type.
///   - liveValue: The live value.
///   - previewValue: The preview value.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: arbitrary)
public macro DependencyEntry<LiveValue, PreviewValue>(
  _ keyName: String,
  liveValue: LiveValue = (),
  previewValue: PreviewValue = ()
) = #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEntryMacro")

/// Makes a key's `static var value = expression` computed. Used by ``DependencyEntry(liveValue:previewValue:)``'s
/// expansion; not API.
@attached(accessor, names: named(get))
public macro _DependencyEntryDefaultValue() =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEntryDefaultValueMacro")
