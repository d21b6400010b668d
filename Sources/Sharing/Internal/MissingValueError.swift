/// Thrown by `init(require:)` when the key holds no value.
struct MissingValueError: Error {}
