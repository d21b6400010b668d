import BenchmarkHarness

/// Every workload, in the order the table shows them.
@MainActor
func allBenchmarks() -> [Benchmark] {
  [
    composeDepth(),
    sendRoot(),
    sendDepth(),
    sendNestedRoot(),
    forEachRows(),
    observeRows(),
    effectsRun(),
    effectsCancel(),
    merge(),
    printChanges(),
    printChangesDiff(),
    sharedValue(),
    sharedValueScaling(),
  ] + recursivePresentation() + todosScale()
}
