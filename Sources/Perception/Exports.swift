// Perception is a thin layer over Observation here, as it is on Apple platforms that have it:
// `Observable`, `withObservationTracking` and `@ObservationIgnored` come with it.
@_exported import Observation
