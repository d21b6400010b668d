// As in TCA, a store is perceptible: code written against Perception's API (a generic over
// `Perceptible`, `withPerceptionTracking`) takes it. Tracking it is Observation's tracking.
extension Store: Perceptible {}
