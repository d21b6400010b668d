import BenchmarkHarness

/// Every workload, in the order the table shows them.
@MainActor
func allBenchmarks() -> [Benchmark] {
  [
    composeDepth(),
    sendRoot(),
    sendDepth(),
    forEachRows(),
    observeRows(),
    effectsRun(),
    effectsCancel(),
    memoryRunCancel(),
    memoryCancelID(),
    memoryCancelInFlight(),
    memoryLive(.clock),
    memoryLive(.never),
    merge(),
    printChanges(),
    printChangesDiff(),
  ] + recursivePresentation() + todosScale()
}
