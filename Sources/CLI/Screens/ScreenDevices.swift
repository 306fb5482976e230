import TerminalEngine

/// The user's terminal as a screen device: events from the keyboard, the mouse and the
/// window, frames written through the diffing renderer.
final class TerminalScreenDevice: ScreenDevice {
  private let terminal: Terminal
  private var renderer: Renderer
  private var spinner: (TerminalSpinner, column: Int, row: Int)?

  init(terminal: Terminal, useColor: Bool) {
    self.terminal = terminal
    self.renderer = Renderer(useColor: useColor)
  }

  var size: (columns: Int, rows: Int) { terminal.size }

  var nextIsTypedCharacter: Bool { terminal.nextIsTypedCharacter }

  func nextEvent() -> TerminalEvent? {
    let event = terminal.nextEvent()
    switch event {
    case .resized, .redraw: renderer.invalidate()
    default: break
    }
    return event
  }

  func present(_ frame: CellBuffer) {
    terminal.write(renderer.render(frame))
  }

  func suspend() {
    terminal.suspend()
    renderer.invalidate()
  }

  func discardInput() {
    terminal.discardInput()
  }

  func startSpinner(column: Int, row: Int) {
    stopSpinner()
    if let started = terminal.startSpinner(column: column, row: row) {
      spinner = (started, column: column, row: row)
    }
  }

  func stopSpinner() {
    guard let spinner else { return }
    spinner.0.stop()
    renderer.forget(column: spinner.column, row: spinner.row)
    self.spinner = nil
  }
}

/// A screen driven by a key script: no terminal, the size given, and the last frame kept
/// for `--snapshot` and for tests.
final class ScriptedScreenDevice: ScreenDevice {
  private var events: [TerminalEvent]
  /// Whether each event came with the one before it (a `text` line's characters).
  private let cameTogether: [Bool]
  private var nextIndex = 0
  private(set) var size: (columns: Int, rows: Int)
  /// The last frame presented.
  private(set) var lastFrame = CellBuffer(columns: 0, rows: 0)
  /// How many frames were presented.
  private(set) var presentedCount = 0
  /// The bytes a terminal would have been sent, counted: a key script pays for the same
  /// diffing renderer as a terminal, so its timing includes the whole redraw.
  private(set) var bytesRendered = 0
  private var renderer = Renderer(useColor: true)

  /// A device playing `events`, each drawn after it, in a screen of `columns` × `rows`.
  init(events: [TerminalEvent], columns: Int, rows: Int) {
    self.events = events
    self.cameTogether = []
    self.size = (columns, rows)
  }

  /// A device playing a key script, a `text` line drawn once after its last character.
  init(script: KeyScript.Script, columns: Int, rows: Int) {
    self.events = script.events
    self.cameTogether = script.cameTogether
    self.size = (columns, rows)
  }

  var nextIsTypedCharacter: Bool {
    guard nextIndex < cameTogether.count, cameTogether[nextIndex],
      case .key(.character) = events[nextIndex]
    else { return false }
    return true
  }

  func nextEvent() -> TerminalEvent? {
    guard nextIndex < events.count else { return nil }
    let event = events[nextIndex]
    nextIndex += 1
    if case .resized(let columns, let rows) = event {
      size = (columns, rows)
      renderer.invalidate()
    }
    return event
  }

  func present(_ frame: CellBuffer) {
    bytesRendered += renderer.render(frame).count
    lastFrame = frame
    presentedCount += 1
  }

  func suspend() {}

  func discardInput() {}

  func startSpinner(column: Int, row: Int) {}

  func stopSpinner() {}
}
