import Perception

/// A model shared outside the store, written as TCA apps before iOS 17 write one: `@Perceptible`,
/// read in `withPerceptionTracking`.
@Perceptible
public final class Scoreboard {
  public var home = 0
  public var away = 0
  @PerceptionIgnored public var reads = 0

  public init() {}

  /// The score as a screen shows it.
  public var summary: String {
    reads += 1
    return "\(home)–\(away)"
  }
}
