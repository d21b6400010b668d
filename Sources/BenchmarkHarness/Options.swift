/// The command line of `arbor-benchmarks`.
public struct Options: Equatable, Sendable {
  /// Only workloads whose name contains one of these run; all run when empty.
  public var filters: [String] = []
  /// Runs every workload briefly, for CI: checks still fail the run, times mean nothing.
  public var quick = false
  /// Prints the results as JSON instead of a table.
  public var json = false
  /// Timed rounds per side in a full run.
  public var rounds = 7
  /// Runs only this side of each workload, for a profiler; `nil` runs both.
  public var side: Side?
  /// Prints the usage and exits.
  public var help = false

  public init() {}

  /// The usage text.
  public static let usage = """
    usage: arbor-benchmarks [--filter NAME]... [--quick] [--json] [--rounds N] [--side SIDE]

      --filter NAME  run only the workloads whose name contains NAME (repeatable)
      --quick        run every workload briefly (CI): checks run, times are not meaningful
      --json         print the results as JSON
      --rounds N     timed rounds per side (default 7); the median is reported
      --side SIDE    run only `arbor`, `baseline` or `limit`, to profile one side; no ratio
    """

  /// Parses the arguments after the program's name.
  public static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (flag, inlineValue) = split(argument)
      func value() throws(OptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw .missingValue(flag) }
        return next
      }
      switch flag {
      case "--filter":
        options.filters.append(try value())
      case "--rounds":
        let text = try value()
        guard let rounds = Int(text), rounds > 0 else { throw .invalidValue(flag, text) }
        options.rounds = rounds
      case "--side":
        let text = try value()
        guard let side = Side(rawValue: text) else { throw .invalidValue(flag, text) }
        options.side = side
      case "--quick" where inlineValue == nil:
        options.quick = true
      case "--json" where inlineValue == nil:
        options.json = true
      case "--help" where inlineValue == nil, "-h" where inlineValue == nil:
        options.help = true
      default:
        throw .unknownArgument(argument)
      }
    }
    return options
  }

  /// Whether the workload called `name` runs.
  public func selects(_ name: String) -> Bool {
    filters.isEmpty || filters.contains { name.contains($0) }
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}

/// One side of a workload.
public enum Side: String, CaseIterable, Sendable {
  case arbor
  case baseline
  /// The physical limit: the same work by hand on plain structs, with no Arbor type.
  case limit
}

/// A command line that ``Options/parse(_:)`` rejects.
public enum OptionsError: Error, Equatable, CustomStringConvertible {
  case unknownArgument(String)
  case missingValue(String)
  case invalidValue(String, String)

  public var description: String {
    switch self {
    case .unknownArgument(let argument): "unknown argument '\(argument)'"
    case .missingValue(let flag): "\(flag) needs a value"
    case .invalidValue(let flag, let value): "\(flag): invalid value '\(value)'"
    }
  }
}
