import ComposableArchitecture
import Foundation

extension _ReducerPrinter {
  /// Prints each action and the state change it made to standard error, as `customDump`
  /// does to standard output: `todos --log` uses it so the journey does not mix with the
  /// screen.
  public static var standardError: Self {
    Self { action, oldState, newState in
      var report = "received action:\n"
      CustomDump.customDump(action, to: &report, indent: 2)
      report += "\n"
      report += diff(oldState, newState).map { $0 + "\n" } ?? "  (No state changes)\n"
      FileHandle.standardError.write(Data(report.utf8))
    }
  }
}
