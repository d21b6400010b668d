import BenchmarkHarness
import ComposableArchitecture

/// The observer scenario: a feature of 100 observable fields, each read through the store
/// by its own `observe`, one field changing per action: exactly one reader wakes. The baseline
/// is the same feature with 10 readers, so the ratio shows what the 90 idle readers cost.
@MainActor
func observeFields() -> Benchmark {
  Benchmark(
    name: "observe-fields",
    summary: "one of 100 fields changed under 100 field readers (1 wake-up) vs under 10",
    target: .atMost(1.2),
    operations: 200_000,
    arbor: { try observedFieldActions(readers: 100, operations: $0) },
    baseline: { try observedFieldActions(readers: 10, operations: $0) },
    limit: { try hundredFieldsLimit(operations: $0) },
    timeTarget: .atMost(800)
  )
}

/// How many times each reader ran after its first run.
@MainActor
private final class FieldWakeUps {
  var counts: [Int]
  init(count: Int) { counts = Array(repeating: 0, count: count) }
}

/// `operations` bumps of field `readers / 2`, with fields `0..<readers` each read by an
/// `observe` of its own through the store.
@MainActor
private func observedFieldActions(readers: Int, operations: Int) throws -> Duration {
  let store = Store(initialState: HundredFields.State()) { HundredFields() }
  let wakeUps = FieldWakeUps(count: readers)
  var tokens: [ObserveToken] = []
  tokens.reserveCapacity(readers)
  for field in 0..<readers {
    let keyPath = HundredFields.State.fields[field]
    tokens.append(
      observe {
        blackHole(store[dynamicMember: keyPath])
        wakeUps.counts[field] += 1
      }
    )
  }
  wakeUps.counts = Array(repeating: 0, count: readers)
  let changed = readers / 2
  let time = measure { sendRepeatedly(store, .bump(changed), operations) }
  let value = store[dynamicMember: HundredFields.State.fields[changed]]
  let total = wakeUps.counts.reduce(0, +)
  try check(value == operations, "field \(changed) is \(value) after \(operations) bumps")
  try check(
    wakeUps.counts[changed] == operations && total == operations,
    "\(operations) bumps woke the field's reader \(wakeUps.counts[changed]) times "
      + "and all readers \(total) times; expected exactly one wake-up per action"
  )
  for token in tokens { token.cancel() }
  return time
}
