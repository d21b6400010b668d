import BenchmarkHarness

// The physical limits of the workloads that carry one: the same work written by hand on plain
// structs held in a class, with a `switch` on a plain enum, and no Arbor type, registrar or
// observation. Arbor's time over one of these is what an action really costs.

/// A counter's state and action, plain.
struct PlainTapCounter {
  var count = 0
  enum Action { case tap }
}

/// Ten plain features nested in each other, the leaf counting its taps, as `Level10` is made.
struct PlainLevel10 {
  var child = PlainLevel9()
  enum Action { case child(PlainLevel9.Action) }
}
struct PlainLevel9 {
  var child = PlainLevel8()
  enum Action { case child(PlainLevel8.Action) }
}
struct PlainLevel8 {
  var child = PlainLevel7()
  enum Action { case child(PlainLevel7.Action) }
}
struct PlainLevel7 {
  var child = PlainLevel6()
  enum Action { case child(PlainLevel6.Action) }
}
struct PlainLevel6 {
  var child = PlainLevel5()
  enum Action { case child(PlainLevel5.Action) }
}
struct PlainLevel5 {
  var child = PlainLevel4()
  enum Action { case child(PlainLevel4.Action) }
}
struct PlainLevel4 {
  var child = PlainLevel3()
  enum Action { case child(PlainLevel3.Action) }
}
struct PlainLevel3 {
  var child = PlainLevel2()
  enum Action { case child(PlainLevel2.Action) }
}
struct PlainLevel2 {
  var child = PlainLevel1()
  enum Action { case child(PlainLevel1.Action) }
}
struct PlainLevel1 {
  var child = PlainTapCounter()
  enum Action { case child(PlainTapCounter.Action) }
}

/// The leaf's tap, wrapped once per level.
let plainLeafTap = PlainLevel10.Action.child(
  .child(.child(.child(.child(.child(.child(.child(.child(.child(.tap))))))))))

/// The counter's limit: `operations` taps, each switched on and counted in a class's state.
@MainActor
func counterLimit(_ operations: Int) throws -> Duration {
  let holder = StateHolder(PlainTapCounter())
  let time = measure {
    for _ in 0..<operations { reduceCounter(&holder.state, .tap) }
  }
  try check(holder.state.count == operations, "the counter counted \(holder.state.count) taps")
  return time
}

@inline(never)
private func reduceCounter(_ state: inout PlainTapCounter, _ action: PlainTapCounter.Action) {
  switch action {
  case .tap: state.count += 1
  }
}

/// The nested features' limit: the leaf's tap matched through ten levels and counted.
@MainActor
func nestedLimit(_ operations: Int) throws -> Duration {
  let holder = StateHolder(PlainLevel10())
  let time = measure {
    for _ in 0..<operations { reduceNested(&holder.state, plainLeafTap) }
  }
  let count = holder.state.child.child.child.child.child.child.child.child.child.child.count
  try check(count == operations, "the leaf counted \(count) taps")
  return time
}

@inline(never)
private func reduceNested(_ state: inout PlainLevel10, _ action: PlainLevel10.Action) {
  switch action {
  case .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.tap)))))))))):
    state.child.child.child.child.child.child.child.child.child.child.count += 1
  }
}

/// A plain row and the list's limit: one row's toggle, found by id through an index.
struct PlainRow {
  let id: Int
  var isOn = false
  var title: String
}

/// The row list's limit: `operations` toggles of the middle one of `rows` rows.
@MainActor
func rowListLimit(rows: Int, operations: Int) throws -> Duration {
  final class Holder {
    var rows: [PlainRow]
    var index: [Int: Int]
    init(_ rows: [PlainRow]) {
      self.rows = rows
      self.index = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.id, $0) })
    }
  }
  enum Action { case toggle(id: Int) }
  let holder = Holder((0..<rows).map { PlainRow(id: $0, title: "Row \($0)") })
  let id = rows / 2
  @inline(never) func reduce(_ action: Action) {
    switch action {
    case .toggle(let id):
      guard let offset = holder.index[id] else { return }
      holder.rows[offset].isOn.toggle()
    }
  }
  let time = measure {
    for _ in 0..<operations { reduce(.toggle(id: id)) }
  }
  let isOn = holder.rows[id].isOn
  try check(isOn == !operations.isMultiple(of: 2), "row \(id) is \(isOn)")
  return time
}

/// The observers' limit: `fields` plain fields, each with its own callback; a change of one
/// field calls that field's callback.
@MainActor
func observedFieldsLimit(fields: Int, operations: Int) throws -> Duration {
  final class Holder {
    var values: [Int]
    var callbacks: [() -> Void] = []
    init(fields: Int) { values = Array(repeating: 0, count: fields) }
    func bump(_ field: Int) {
      values[field] += 1
      callbacks[field]()
    }
  }
  let holder = Holder(fields: fields)
  var wakes = 0
  holder.callbacks = (0..<fields).map { _ in { wakes += 1 } }
  let field = fields / 2
  let time = measure {
    for _ in 0..<operations { holder.bump(field) }
  }
  try check(wakes == operations, "\(wakes) callbacks for \(operations) changes")
  return time
}

/// The 100 fields' limit: a plain struct of 100 fields in a class, a `switch` to the changed
/// field, one callback registered per field, and the changed field's callback called.
@MainActor
func hundredFieldsLimit(operations: Int) throws -> Duration {
  final class Holder {
    var state = PlainHundredFields()
    var callbacks: [() -> Void] = []
  }
  enum Action { case bump(Int) }
  let holder = Holder()
  var wakes = Array(repeating: 0, count: 100)
  holder.callbacks = (0..<100).map { field in { wakes[field] += 1 } }
  @inline(never) func reduce(_ action: Action) {
    switch action {
    case .bump(let field):
      holder.state.bump(field)
      holder.callbacks[field]()
    }
  }
  let changed = 50
  let time = measure {
    for _ in 0..<operations { reduce(.bump(changed)) }
  }
  let value = holder.state.value(changed)
  try check(value == operations, "field \(changed) is \(value) after \(operations) bumps")
  try check(
    wakes[changed] == operations && wakes.reduce(0, +) == operations,
    "\(wakes.reduce(0, +)) callbacks for \(operations) changes"
  )
  return time
}
