import Foundation

/// The machine a run measured on, printed above the tables: the same workload can meet its
/// target on one CPU and miss it on another, so figures are quoted with the machine they came
/// from.
public struct Machine: Sendable, Equatable, CustomStringConvertible {
  /// The CPU's model, as the system names it.
  public var cpuModel: String
  /// The cores this process may run on.
  public var cores: Int

  /// A machine with `cores` cores of the CPU `cpuModel`.
  public init(cpuModel: String, cores: Int) {
    self.cpuModel = cpuModel
    self.cores = cores
  }

  /// The machine this process runs on.
  public static var current: Machine {
    Machine(
      cpuModel: currentCPUModel() ?? "unknown CPU",
      cores: ProcessInfo.processInfo.activeProcessorCount
    )
  }

  /// The CPU model and the number of cores: `AMD EPYC 7B13, 2 cores`.
  public var description: String {
    "\(cpuModel), \(cores) \(cores == 1 ? "core" : "cores")"
  }

  /// The CPU model a Linux `/proc/cpuinfo` names: its `model name` (x86), else its `Model` or
  /// `Hardware` line, else the ARM implementer and part numbers; nil if it names none.
  static func cpuModel(fromCPUInfo text: String) -> String? {
    var fields: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let key = line[..<colon].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard !value.isEmpty, fields[key] == nil else { continue }
      fields[key] = value
    }
    if let name = fields["model name"] ?? fields["Model"] ?? fields["Hardware"] { return name }
    if let implementer = fields["CPU implementer"], let part = fields["CPU part"] {
      return "CPU implementer \(implementer), part \(part)"
    }
    return nil
  }

  private static func currentCPUModel() -> String? {
    #if canImport(Darwin)
      var size = 0
      guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 1 else {
        return nil
      }
      var bytes = [CChar](repeating: 0, count: size)
      guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else {
        return nil
      }
      return String(decoding: bytes.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    #else
      guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
        return nil
      }
      return cpuModel(fromCPUInfo: text)
    #endif
  }
}
