/// Makes a class's stored properties report reads and changes to perception tracking.
///
/// ```swift
/// @Perceptible
/// final class Player {
///   var name = ""
///   @PerceptionIgnored var cache: [String: Int] = [:]
/// }
/// ```
///
/// Every stored `var` is tracked through a ``PerceptionRegistrar`` unless marked
/// ``PerceptionIgnored()``; the class conforms to ``Perceptible`` and `Observable`, so both
/// ``withPerceptionTracking(_:onChange:)`` and `withObservationTracking` see it. Applied to
/// anything but a class, the macro reports an error.
@attached(
  member, names: named(_$perceptionRegistrar), named(access), named(withMutation)
)
@attached(memberAttribute)
@attached(extension, conformances: Perceptible, Observable)
public macro Perceptible() =
  #externalMacro(module: "PerceptionMacros", type: "PerceptibleMacro")

/// Routes a stored property through its class's ``PerceptionRegistrar``.
///
/// ``Perceptible()`` adds it to every stored property; write it yourself only on a property the
/// macro skipped.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro PerceptionTracked() =
  #externalMacro(module: "PerceptionMacros", type: "PerceptionTrackedMacro")

/// Leaves a stored property of a ``Perceptible()`` class untracked: reading it registers
/// nothing and changing it notifies no one.
@attached(accessor, names: named(willSet))
public macro PerceptionIgnored() =
  #externalMacro(module: "PerceptionMacros", type: "PerceptionIgnoredMacro")
