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
          await leave(status: 0)
        case .ignore:
          break
        }
      }
    }
    await leave(status: 0)
  }

  private func draw() {
    let size = terminal.size
    terminal.paint(
      TodosScreen.render(store.state, width: size.width, height: size.height, file: file))
  }

  private func leave(status: Int32) async -> Never {
    redraw?.cancel()
    let saved = await saveBeforeLeaving(store)
    terminal.restore()
    if let warning = store.warning { writeError("todos: \(warning)\n") }
    exit(saved ? status : 1)
  }

  /// Ctrl-C, SIGTERM and SIGHUP save and leave cleanly; a resized window is redrawn.
  private func watchSignals() {
    ExitSignals.watch { [weak self] status in
      guard let self else { return }
      Task { await self.leave(status: status) }
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
