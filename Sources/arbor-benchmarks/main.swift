import BenchmarkHarness
import Foundation

// `swift run -c release arbor-benchmarks [--filter NAME] [--quick] [--json] [--rounds N]
// [--side arbor|baseline]`:
// every workload beside its hand-written baseline, as a table (or JSON). Exits non-zero if a
// workload's correctness check fails or the arguments are wrong, never because of a time.

let options: Options
do {
  options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("arbor-benchmarks: \(error)\n\(Options.usage)\n".utf8))
  exit(2)
}
if options.help {
  print(Options.usage)
  exit(0)
}

let selected = allBenchmarks().filter { options.selects($0.name) }
if selected.isEmpty {
  FileHandle.standardError.write(Data("arbor-benchmarks: no workload matches the filter\n".utf8))
  exit(2)
}

var results: [BenchmarkResult] = []
var failures: [String] = []
for benchmark in selected {
  if !options.json {
    FileHandle.standardError.write(Data("running \(benchmark.name)…\n".utf8))
  }
  do {
    results.append(
      try await run(benchmark, rounds: options.rounds, quick: options.quick, side: options.side)
    )
  } catch {
    failures.append("\(benchmark.name): \(error)")
  }
}

if options.json {
  print(try formatJSON(results), terminator: "")
} else {
  print("machine: \(Machine.current)\n")
  print(formatTable(results), terminator: "")
  if options.quick {
    print("(--quick: one short round per side; the times are not meaningful)")
  }
  if let side = options.side {
    print("(--side \(side.rawValue): the other side did not run, so there are no ratios)")
  }
}
for failure in failures {
  FileHandle.standardError.write(Data("FAILED \(failure)\n".utf8))
}
exit(failures.isEmpty ? 0 : 1)
