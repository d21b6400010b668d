import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("todos needs a POSIX terminal")
#endif

/// The terminal in raw mode on the alternate screen, and the way back.
///
/// Keys arrive one by one without echo; Ctrl-C still raises SIGINT (the session catches it
/// and restores the terminal); Ctrl-Z is disabled, since a suspended raw terminal is unusable;
/// Ctrl-\ is a key (which does nothing) rather than SIGQUIT, whose default action would kill
/// the app with a crash report painted over its screen and the terminal left raw.
@MainActor
final class RawTerminal {
  private var original = termios()
  private var isRaw = false

  /// Enters raw mode and the alternate screen; false if standard input is not a terminal.
  func enter() -> Bool {
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return false }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
      cc[Int(VSUSP)] = 0  // 0 is _POSIX_VDISABLE: no character suspends
      cc[Int(VQUIT)] = 0  // and none quits: Ctrl-\ arrives as a byte
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
    isRaw = true
    // Alternate screen, hidden cursor, bracketed paste (a paste arrives marked, as text).
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")
    return true
  }

  /// Puts the terminal back as it was; safe to call more than once.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    write("\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }

  /// The window's size in columns and rows.
  var size: (width: Int, height: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Paints whole lines from the top left, clearing what each line does not cover.
  func paint(_ lines: [String]) {
    var frame = "\u{1B}[H"
    for (index, line) in lines.enumerated() {
      frame += line + "\u{1B}[K" + (index == lines.count - 1 ? "" : "\r\n")
    }
    frame += "\u{1B}[J"
    write(frame)
  }

  func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
