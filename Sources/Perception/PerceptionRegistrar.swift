/// Tracks reads of and changes to a perceptible type's properties.
///
/// The ``Perceptible()`` macro gives each class a registrar and routes its properties through it;
/// use one by hand only to write the accessors yourself. It stores an `ObservationRegistrar` and
/// forwards to it, so what it records is what `withObservationTracking` sees.
///
/// A subject that is ``Perceptible`` but not `Observable` has nothing to forward to: its reads
/// and changes are not tracked. The macro always conforms to both.
public struct PerceptionRegistrar: Sendable {
  private let registrar = ObservationRegistrar()

  /// A registrar with no observers yet.
  ///
  /// - Parameter isPerceptionCheckingEnabled: Accepted for source compatibility: the check it
  ///   enables (a read outside SwiftUI's tracking) concerns SwiftUI only.
  public init(isPerceptionCheckingEnabled: Bool = true) {}

  /// Records a read of `keyPath` on `subject` for the tracking in progress.
  public func access<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Tells observers that `keyPath` on `subject` is about to change.
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// Tells observers that `keyPath` on `subject` has changed.
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Runs `mutation` between the will-set and did-set notifications for `keyPath`.
  ///
  /// - Returns: What `mutation` returns.
  public func withMutation<Subject: Observable, Member, T>(
    of subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws -> T
  ) rethrows -> T {
    try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
  }
}

extension PerceptionRegistrar {
  /// Records a read of `keyPath` on `subject`, when `subject` is also `Observable`.
  @_disfavoredOverload
  public func access<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    forward(.access, subject, keyPath: keyPath)
  }

  /// Tells observers that `keyPath` on `subject` is about to change, when `subject` is also
  /// `Observable`.
  @_disfavoredOverload
  public func willSet<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    forward(.willSet, subject, keyPath: keyPath)
  }

  /// Tells observers that `keyPath` on `subject` has changed, when `subject` is also
  /// `Observable`.
  @_disfavoredOverload
  public func didSet<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    forward(.didSet, subject, keyPath: keyPath)
  }

  /// Runs `mutation` between the will-set and did-set notifications for `keyPath`.
  ///
  /// - Returns: What `mutation` returns.
  @_disfavoredOverload
  public func withMutation<Subject: Perceptible, Member, T>(
    of subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws -> T
  ) rethrows -> T {
    willSet(subject, keyPath: keyPath)
    defer { didSet(subject, keyPath: keyPath) }
    return try mutation()
  }

  private enum Event { case access, willSet, didSet }

  /// Forwards `event` to the Observation registrar, when `subject` is also `Observable`.
  private func forward<Subject: Perceptible, Member>(
    _ event: Event,
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    guard let subject = subject as? any Observable else { return }
    func open<Observed: Observable>(_ subject: Observed) {
      // `Observed` is `Subject`, opened: the cast always succeeds.
      guard let keyPath = keyPath as? KeyPath<Observed, Member> else { return }
      switch event {
      case .access: registrar.access(subject, keyPath: keyPath)
      case .willSet: registrar.willSet(subject, keyPath: keyPath)
      case .didSet: registrar.didSet(subject, keyPath: keyPath)
      }
    }
    open(subject)
  }
}

// Registrars hold no state a value's equality, hash or encoding should see, as with
// `ObservationRegistrar`: a perceptible type's synthesized conformances ignore it.
extension PerceptionRegistrar: Equatable, Hashable, Codable {
  /// Every registrar equals every other.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Adds nothing to the hash.
  public func hash(into hasher: inout Hasher) {}

  /// A fresh registrar: observers are not encoded.
  public init(from decoder: any Decoder) throws { self.init() }

  /// Encodes nothing.
  public func encode(to encoder: any Encoder) throws {}
}
