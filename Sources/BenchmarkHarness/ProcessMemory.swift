import Foundation

#if canImport(Glibc)
  import CMalloc
  import Glibc
#endif

/// The memory of this process, as the kernel and the allocator see it: what memory workloads
/// compare from round to round.
///
/// Resident size alone cannot tell memory a program still holds from memory `malloc` keeps
/// free for later; the bytes `malloc` has handed out, and the resident size after
/// ``trimmed()`` gave free pages back, tell them apart.
///
/// ```swift
/// let before = ProcessMemory.now()
/// runWorkload()
/// let grown = (ProcessMemory.now()?.resident ?? 0) - (before?.resident ?? 0)
/// ```
public struct ProcessMemory: Equatable, Sendable {
  /// Resident set size, in bytes (`/proc/self/statm`).
  public let resident: Int
  /// Bytes handed out by `malloc` and not freed yet, in every arena (`mallinfo2`).
  public let inUse: Int

  public init(resident: Int, inUse: Int) {
    self.resident = resident
    self.inUse = inUse
  }

  /// The process's memory now; `nil` where there is no `/proc` or no glibc (not Linux).
  public static func now() -> ProcessMemory? {
    #if canImport(Glibc)
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = statm.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      let info = mallinfo2()
      return ProcessMemory(
        resident: pages * sysconf(Int32(_SC_PAGESIZE)),
        inUse: Int(info.uordblks) + Int(info.hblkhd)
      )
    #else
      return nil
    #endif
  }

  /// Gives the pages `malloc` holds free back to the system (`malloc_trim(0)`), then reads the
  /// memory: what is still resident is what the program holds, plus fragmentation.
  public static func trimmed() -> ProcessMemory? {
    #if canImport(Glibc)
      _ = malloc_trim(0)
    #endif
    return now()
  }

  /// Megabytes, with one decimal, for reports: `41.3`.
  public static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f", Double(bytes) / 1_048_576)
  }
}
