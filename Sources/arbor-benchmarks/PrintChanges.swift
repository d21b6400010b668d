import BenchmarkHarness
import ComposableArchitecture

/// A row action through `_printChanges` in a 10,000-row list, against the same in a 10-row list:
/// the printer's cost must follow the change, not the size of the state.
///
/// `_printChanges` prints only in debug builds; in a release build the library compiles it out
/// and this measures the row action alone (the check below knows which). Run it in debug
/// (`swift run arbor-benchmarks --filter print-changes`) to measure the printer itself, and see
/// `print-changes-diff` for the printer's work timed in release.
@MainActor
func printChanges() -> Benchmark {
  Benchmark(
    name: "print-changes",
    summary: "a row action through _printChanges, 10,000 rows vs 10 (release: compiled out)",
    target: .atMost(2),
    operations: isDebugBuild ? 20 : 100_000,
    arbor: { try printedRowActions(rows: 10_000, operations: $0) },
    baseline: { try printedRowActions(rows: 10, operations: $0) }
  )
}

/// The work `_printChanges`' default printer does for one row action (dump the action, diff the
/// states before and after), timed on its own: 10,000 rows against 10.
@MainActor
func printChangesDiff() -> Benchmark {
  Benchmark(
    name: "print-changes-diff",
    summary: "the printer's work for one row change (dump + diff), 10,000 rows vs 10",
    target: .atMost(2),
    operations: 20,
    quickOperations: 1,
    arbor: { try printerWork(rows: 10_000, operations: $0) },
    baseline: { try printerWork(rows: 10, operations: $0) }
  )
}

#if DEBUG
  let isDebugBuild = true
#else
  let isDebugBuild = false
#endif

/// What the printer saw: how many changes, and how many characters it would have printed.
final class PrintedChanges {
  var count = 0
  var characters = 0
}

/// A printer doing the work of the default one, into a string instead of standard output.
func countingPrinter(
  _ printed: PrintedChanges
) -> _ReducerPrinter<RowList.State, RowList.Action> {
  _ReducerPrinter { action, oldState, newState in
    printed.count += 1
    printed.characters += report(action: action, oldState: oldState, newState: newState).count
  }
}

/// What the default printer prints for one action.
func report(action: RowList.Action, oldState: RowList.State, newState: RowList.State) -> String {
  var text = "received action:\n"
  customDump(action, to: &text, indent: 2)
  text += "\n" + (diff(oldState, newState) ?? "  (No state changes)") + "\n"
  return text
}

@MainActor
private func printedRowActions(rows: Int, operations: Int) throws -> Duration {
  let printed = PrintedChanges()
  let store = Store(initialState: RowList.State(count: rows)) {
    RowList()._printChanges(countingPrinter(printed))
  }
  let id = rows / 2
  let time = measure {
    sendRepeatedly(store, .rows(.element(id: id, action: .toggle)), operations)
  }
  let expected = isDebugBuild ? operations : 0
  try check(printed.count == expected, "the printer ran \(printed.count) times, not \(expected)")
  try check(!isDebugBuild || printed.characters > 0, "the printer printed nothing")
  return time
}

@MainActor
private func printerWork(rows: Int, operations: Int) throws -> Duration {
  let oldState = RowList.State(count: rows)
  var newState = oldState
  let id = rows / 2
  newState.rows[id: id]?.isOn.toggle()
  let action = RowList.Action.rows(.element(id: id, action: .toggle))
  var characters = 0
  let time = measure {
    for _ in 0..<operations {
      characters += report(action: action, oldState: oldState, newState: newState).count
    }
  }
  try check(characters > 0, "the diff of a changed row was empty")
  blackHole(characters)
  return time
}
