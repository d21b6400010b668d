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
    forEachRows10k(),
    observeRows(),
    observeFields(),
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
    sharedValue(),
    sharedValueOverPlainClass(),
    sharedValueScaling(),
  ] + recursivePresentation() + todosScale() + [
    realisticLevels(),
    realisticRows10k(),
    realisticRows100k(),
    realisticReaders(),
    realisticObservers(),
    // Last: it makes a dependency override that stays for the rest of the process.
    realisticEffects(),
  ]
}
