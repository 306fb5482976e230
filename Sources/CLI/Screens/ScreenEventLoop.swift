import Services
import TerminalEngine

/// Where the screens' event loop gets its events and shows its frames: the user's terminal, or a
/// key script with a frame kept in memory (tests, `--keys`).
protocol ScreenDevice: AnyObject {
  /// The size of the screen now.
  var size: (columns: Int, rows: Int) { get }
  /// The next key, click or resize; `nil` when there are no more.
  func nextEvent() -> TerminalEvent?
  /// Whether the next event is a typed character that arrived with the one just handled
  /// (the rest of a paste, of a key script's `text` line).
  var nextIsTypedCharacter: Bool { get }
  /// Shows `frame`.
  func present(_ frame: CellBuffer)
  /// Stops the process as Ctrl-Z does, when the device can.
  func suspend()
  /// Drops keys typed while a command ran (the form is locked meanwhile).
  func discardInput()
  /// Turns a spinner at `column`, `row` until `stopSpinner()`, while a command waits.
  func startSpinner(column: Int, row: Int)
  /// Stops the spinner, if one turns.
  func stopSpinner()
}

/// The screens' event loop: the three screens as tabs, the keys that every screen shares,
/// and the loop that turns each key into a gesture, runs it as one command, and draws.
final class ScreenEventLoop {
  private let panels: [any ScreenPanel]
  private let device: any ScreenDevice
  private let theme: ScreenTheme
  /// Runs one gesture as one command of the application (the one place where a command's
  /// store access begins and ends).
  private let perform: (_ label: String, _ gesture: Gesture) -> Void
  /// The screens' feature words, for the trace's gesture headers.
  private let names: [String]
  private var active: Int
  private var appeared: Set<Int> = []
  private var tabHits: [HitBox] = []
  /// The tabs' labels and the quit hint: words of the catalog, which never change, so they
  /// are spelled once, not at every frame.
  private lazy var tabLabels = panels.indices.map { " \($0 + 1) \(panels[$0].title) " }
  private lazy var quitHint = theme.catalog.text(.screenQuitHint)
  /// The screen the keys go to.
  var activePanel: any ScreenPanel { panels[active] }
  /// The last frame drawn.
  private(set) var frame = CellBuffer(columns: 0, rows: 0)
  /// Whether another process changed the store since this one last used it: asked before
  /// each key and at each tick (a look at the store's files, not a read). Never, unless set.
  var storeChangedElsewhere: () -> Bool = { false }

  /// The smallest screen the layouts fit in.
  static let minimumColumns = 60
  static let minimumRows = 12

  init(
    panels: [any ScreenPanel], names: [String], first: Int, device: any ScreenDevice,
    theme: ScreenTheme, perform: @escaping (_ label: String, _ gesture: Gesture) -> Void
  ) {
    self.panels = panels
    self.names = names
    self.active = first
    self.device = device
    self.theme = theme
    self.perform = perform
  }

  /// Runs until the user quits or the events end.
  func run() {
    show(active)
    draw()
    // Whether another process changed the store: asked before an event is handled, so that
    // a key acts on the rows the user saw, and shown after it. Characters that came
    // together are one look.
    var changedElsewhere = false
    var cameTogether = false
    while let event = device.nextEvent() {
      if !cameTogether, !changedElsewhere { changedElsewhere = storeChangedElsewhere() }
      switch event {
      case .key(let key):
        guard handle(key) else { return }
      case .tick:
        // A quiet moment with nothing changed: nothing to draw.
        guard changedElsewhere else { continue }
      case .resized, .redraw:
        break
      }
      // Characters that arrived together (a paste, a key script's `text` line) are drawn
      // once, after the last: a frame per character would cost the whole screen each time.
      // A typed character edits a field or acts on the selection, never on what a frame
      // laid out (the click areas), so skipping the frames between them loses nothing.
      cameTogether = device.nextIsTypedCharacter
      if cameTogether { continue }
      if changedElsewhere {
        showStoreAnew()
        changedElsewhere = false
      }
      draw()
    }
  }

  /// Shows again what the store holds in every screen shown so far, after another process
  /// changed it.
  private func showStoreAnew() {
    for index in panels.indices where appeared.contains(index) {
      run(panels[index].refresh(), label: "refresh", screen: index)
    }
  }

  /// Draws the active screen now and shows it (also in the middle of a command: the spinner).
  func draw() {
    let size = device.size
    frame = CellBuffer(columns: size.columns, rows: size.rows)
    if size.columns < Self.minimumColumns || size.rows < Self.minimumRows {
      let message = theme.catalog.text(
        .screenTooSmall, "\(size.columns)×\(size.rows)",
        "\(Self.minimumColumns)×\(Self.minimumRows)")
      // Wrapped at spaces, so it is readable however narrow.
      frame.wrapped(message, column: 0, row: 0, width: size.columns, style: theme.failure)
      device.present(frame)
      return
    }
    drawTabs()
    frame.fill("─", column: 0, row: 1, count: size.columns, style: theme.dim)
    panels[active].draw(into: &frame, top: 2, height: size.rows - 4)
    frame.fill("─", column: 0, row: size.rows - 2, count: size.columns, style: theme.dim)
    frame.draw(panels[active].shortcuts, column: 1, row: size.rows - 1, style: theme.dim)
    device.present(frame)
  }

  /// Handles one key; false when it quits.
  private func handle(_ key: Key) -> Bool {
    let panel = panels[active]
    switch key {
    case .control("c"), .control("d"):
      return false
    case .control("z"):
      device.suspend()
      return true
    case .function(let number) where (1...panels.count).contains(number):
      show(number - 1)
      return true
    case .character("q") where !panel.isTyping:
      return false
    case .character(let character) where !panel.isTyping:
      if let number = character.wholeNumberValue, (1...panels.count).contains(number) {
        show(number - 1)
        return true
      }
    case .mouse(let mouse):
      guard mouse.isPress else { return true }
      if mouse.button == .wheelUp || mouse.button == .wheelDown {
        let key: Key = mouse.button == .wheelUp ? .up : .down
        run(panel.handle(key), label: label(key, isTyping: false))
        return true
      }
      guard mouse.button == .left else { return true }
      if mouse.row == 0,
        let tab = tabHits.firstIndex(where: { $0.contains(column: mouse.column, row: 0) })
      {
        show(tab)
        return true
      }
      run(panel.click(column: mouse.column, row: mouse.row), label: label(key, isTyping: false))
      return true
    default:
      break
    }
    // Read before the key is handled: the key may move the focus out of a field.
    let label = label(key, isTyping: panel.isTyping)
    run(panel.handle(key), label: label)
    return true
  }

  /// Makes screen `index` the active one; the first time, runs its opening gesture.
  private func show(_ index: Int) {
    active = index
    guard !appeared.contains(index) else { return }
    appeared.insert(index)
    run(panels[index].appear(), label: "open")
  }

  /// Runs `gesture` of screen `screen` (the active one unless given) as one command.
  private func run(_ gesture: Gesture?, label: String, screen: Int? = nil) {
    guard let gesture else { return }
    let index = screen ?? active
    let feature = index < names.count ? names[index] : ""
    perform(feature + ": " + label, gesture)
  }

  /// How a gesture's key is named in the trace: never a character typed into a field,
  /// which may be part of a password.
  private func label(_ key: Key, isTyping: Bool) -> String {
    switch key {
    case .character(let character): isTyping ? "typing" : "key \(character)"
    case .mouse(let mouse): "click \(mouse.column + 1) \(mouse.row + 1)"
    case .enter: "key Enter"
    case .tab: "key Tab"
    case .backTab: "key Shift-Tab"
    case .backspace: "key Backspace"
    case .delete: "key Delete"
    case .escape: "key Escape"
    case .up: "key Up"
    case .down: "key Down"
    case .control(let letter): "key Ctrl-\(letter.uppercased())"
    default: "key"
    }
  }

  /// ` 1 Tasks   2 Login   3 Oracle ` with the active tab reversed; `Ctrl-C quit` at the right.
  private func drawTabs() {
    tabHits.removeAll()
    var x = 1
    for (index, label) in tabLabels.enumerated() {
      let style = CellStyle(isBold: index == active, isReversed: index == active)
      let used = frame.draw(label, column: x, row: 0, style: style)
      tabHits.append(HitBox(column: x, row: 0, width: used))
      x += used + 1
    }
    frame.draw(
      quitHint, column: frame.columns - DisplayWidth.of(quitHint) - 1, row: 0, style: theme.dim)
  }
}
