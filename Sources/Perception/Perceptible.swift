/// A type whose properties report reads and changes to perception tracking.
///
/// Don't conform by hand: apply the ``Perceptible()`` macro to a class. Here perception is
/// Observation under another name, so the macro conforms the class to `Observable` too, and
/// `withObservationTracking` sees it as `withPerceptionTracking` does.
public protocol Perceptible {}
