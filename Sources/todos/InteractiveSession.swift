import ComposableArchitecture
import Dispatch
import Foundation
import TodosFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("todos needs a POSIX terminal")
#endif

/// The full-screen app: keys in, the screen redrawn whenever state it shows changes.
@MainActor
final class InteractiveSession {
  let store: StoreOf<Todos>
  let file: String
  /// How long input must pause before a lone Esc counts as the Escape key.
  let escapeDelay: Duration
  private let terminal = RawTerminal()
  private var decoder = KeyDecoder()
  private var redraw: ObserveToken?
  private var signalSources: [any DispatchSourceSignal] = []
  /// The leave under way, if any: another (a signal during a quit, the end of input) waits
  /// for it rather than returning, which would end the process before the save.
  private var leaving: Task<Void, Never>?
  /// The exit status of a leave that cannot stay open (a signal, the end of input) that came
  /// while another was saving: the one under way then leaves whatever its save did.
  private var mustLeave: Int32?
  /// Whether the user was told that the list cannot be saved and asking again leaves anyway.
  private var mayLeaveUnsaved = false

  init(store: StoreOf<Todos>, file: String, escapeDelay: Duration) {
    self.store = store
    self.escapeDelay = escapeDelay
    let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
    self.file =
      !home.isEmpty && file.hasPrefix(home + "/") ? "~" + file.dropFirst(home.count) : file
  }

  func run() async {
    guard terminal.enter() else {
      writeError("todos: could not put the terminal in raw mode\n")
      exit(1)
    }
    watchSignals()
    // `observe` runs the drawing once now and again after any change to the state it read.
    redraw = observe { [weak self] in self?.draw() }

    for await event in StandardInput.events(quietAfter: escapeDelay) {
      let keys: [TerminalKey]
      switch event {
      case .bytes(let bytes): keys = decoder.feed(bytes)
      case .quiet: keys = decoder.isWaiting ? decoder.pause() : []
      }
      for key in keys {
        let state = store.withState { $0 }
        let size = terminal.size
        let page = TodosScreen.listHeight(state, width: size.width, height: size.height)
        switch TodosKeyMap.command(for: key, in: state, pageSize: page) {
        case .send(let actions):
          for action in actions { store.send(action) }
        case .quit:
          await leave(status: 0, canStayOpen: true)
        case .ignore:
          break
        }
      }
    }
    await leave(status: 0, canStayOpen: false)
  }

  private func draw() {
    let size = terminal.size
    terminal.paint(
      TodosScreen.render(store.state, width: size.width, height: size.height, file: file))
  }

  /// Saves and exits. When the save fails, a leave that can stay open (a key, Ctrl-C) does:
  /// the warning says so, and asking again leaves, writing the list to a rescue file. A leave
  /// that cannot (SIGTERM, SIGHUP, the end of input) writes the rescue file at once.
  private func leave(status: Int32, canStayOpen: Bool) async {
    if let leaving {
      if !canStayOpen { mustLeave = max(mustLeave ?? 0, status) }
      await leaving.value
      // The leave under way stayed open: one that cannot, leaves now.
      guard !canStayOpen else { return }
    }
    let task = Task { await self.leaveOnce(status: status, canStayOpen: canStayOpen) }
    leaving = task
    await task.value
    leaving = nil
  }

  private func leaveOnce(status: Int32, canStayOpen: Bool) async {
    // A save that succeeded since the user was told puts quitting back to normal.
    if store.saveError == nil { mayLeaveUnsaved = false }
    // The screen keeps drawing meanwhile: a save waiting on a lock says so.
    let report = await saveForLeaving(store)
    guard report.saved || !canStayOpen || mayLeaveUnsaved || mustLeave != nil else {
      mayLeaveUnsaved = true
      store.send(.leaveRefused)
      return
    }
    var lines = report.saved ? report.lines : rescue(store)
    // What the screen last warned of (a read-only list) stays in the terminal after it.
    if report.saved, let warning = store.warning { lines.append(warning) }
    redraw?.cancel()
    terminal.restore()
    for line in lines { writeError("todos: \(line)\n") }
    exit(report.saved ? max(status, mustLeave ?? 0) : 1)
  }

  /// Ctrl-C, SIGTERM and SIGHUP save and leave cleanly; a resized window is redrawn.
  private func watchSignals() {
    ExitSignals.watch { [weak self] status in
      guard let self else { return }
      // Ctrl-C is a key in the terminal's hands; SIGTERM and SIGHUP cannot be answered.
      Task { await self.leave(status: status, canStayOpen: status == 128 + SIGINT) }
    }
    signal(SIGWINCH, SIG_IGN)
    let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resize.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.draw() }
    }
    resize.resume()
    signalSources.append(resize)
  }
}
