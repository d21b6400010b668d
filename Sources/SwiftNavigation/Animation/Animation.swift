#if !canImport(SwiftUI)
  import Foundation

  /// A stand-in for SwiftUI's `Animation` where SwiftUI does not exist: it animates nothing.
  ///
  /// It lets feature code written for SwiftUI compile unchanged, such as
  /// `await send(.loaded, animation: .default)` or
  /// `ButtonState(action: .send(.delete, animation: .easeOut))`. The action is sent as without
  /// the animation. Two animations are equal when they were made by the same calls with the same
  /// arguments, so a test can still compare alert buttons that carry one.
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// How the animation was made, such as `easeInOut(duration: 0.35)`.
    public let description: String

    private init(_ description: String) {
      self.description = description
    }

    private func appending(_ modifier: String) -> Self {
      Self("\(description).\(modifier)")
    }

    /// The default animation.
    public static let `default` = Self("default")

    /// An ease-in-ease-out animation.
    public static var easeInOut: Self { Self("easeInOut") }

    /// An ease-in-ease-out animation that lasts `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Self {
      Self("easeInOut(duration: \(duration))")
    }

    /// An ease-in animation.
    public static var easeIn: Self { Self("easeIn") }

    /// An ease-in animation that lasts `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Self {
      Self("easeIn(duration: \(duration))")
    }

    /// An ease-out animation.
    public static var easeOut: Self { Self("easeOut") }

    /// An ease-out animation that lasts `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Self {
      Self("easeOut(duration: \(duration))")
    }

    /// A linear animation.
    public static var linear: Self { Self("linear") }

    /// A linear animation that lasts `duration` seconds.
    public static func linear(duration: TimeInterval) -> Self {
      Self("linear(duration: \(duration))")
    }

    /// A Bézier timing-curve animation.
    public static func timingCurve(
      _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
      duration: TimeInterval = 0.35
    ) -> Self {
      Self("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))")
    }

    /// The default spring animation.
    public static var spring: Self { Self("spring") }

    /// A spring animation described by its response and damping.
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Self {
      Self(
        "spring(response: \(response), dampingFraction: \(dampingFraction), "
          + "blendDuration: \(blendDuration))"
      )
    }

    /// A spring animation described by its duration and bounce.
    @_disfavoredOverload
    public static func spring(
      duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Self {
      Self("spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
    }

    /// The default interactive spring animation.
    public static var interactiveSpring: Self { Self("interactiveSpring") }

    /// An interactive spring animation described by its response and damping.
    public static func interactiveSpring(
      response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Self {
      Self(
        "interactiveSpring(response: \(response), dampingFraction: \(dampingFraction), "
          + "blendDuration: \(blendDuration))"
      )
    }

    /// A spring animation described by its physical properties.
    public static func interpolatingSpring(
      mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Self {
      Self(
        "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
          + "initialVelocity: \(initialVelocity))"
      )
    }

    /// A spring animation, described by its duration and bounce, that keeps its velocity.
    public static func interpolatingSpring(
      duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Self {
      Self(
        "interpolatingSpring(duration: \(duration), bounce: \(bounce), "
          + "initialVelocity: \(initialVelocity))"
      )
    }

    /// A spring with a small bounce.
    public static var bouncy: Self { Self("bouncy") }

    /// A spring with a small bounce, lasting `duration` seconds.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Self {
      Self("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A smooth spring with no bounce.
    public static var smooth: Self { Self("smooth") }

    /// A smooth spring with no bounce, lasting `duration` seconds.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Self {
      Self("smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A spring with a small bounce that feels more snappy.
    public static var snappy: Self { Self("snappy") }

    /// A snappy spring, lasting `duration` seconds.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Self {
      Self("snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// This animation, started after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Self {
      appending("delay(\(delay))")
    }

    /// This animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Self {
      appending("speed(\(speed))")
    }

    /// This animation, repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Self {
      appending("repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }

    /// This animation, repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Self {
      appending("repeatForever(autoreverses: \(autoreverses))")
    }
  }

  /// Runs `body`: SwiftUI's `withAnimation` where SwiftUI does not exist, with nothing to
  /// animate.
  ///
  /// - Parameters:
  ///   - animation: Ignored.
  ///   - body: The state change to make.
  /// - Returns: What `body` returns.
  public func withAnimation<Result>(
    _ animation: Animation? = .default,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }
#endif
