import Foundation
import ScriptEngine
import Services
import SystemInterface
import TerminalEngine
import TestSupport
import Testing

@testable import CLI

/// The Tasks screen on a file store shows what another process changed in it, at the next
/// tick (a second with nothing typed) or the next key, whatever the key: the screen wired as
/// `puremvp ui` wires it, and the other process the built binary, run between two events.
@Suite struct ScreenStoreChangesTests {
  /// A device that plays `events`, running `between[i]` (another process's command) with
  /// the last frame shown just before it hands out event `i`.
  private final class ChangingDevice: ScreenDevice {
    private let events: [TerminalEvent]
    private let between: [Int: (CellBuffer) -> Void]
    private var nextIndex = 0
    let size = (columns: 80, rows: 24)
    private(set) var lastFrame = CellBuffer(columns: 0, rows: 0)

    init(events: [TerminalEvent], between: [Int: (CellBuffer) -> Void]) {
      self.events = events
      self.between = between
    }

    var nextIsTypedCharacter: Bool {
      // The characters of a word are typed together, as a paste (or a `text` line) is.
      guard nextIndex > 0, nextIndex < events.count, case .key(.character) = events[nextIndex],
        case .key(.character) = events[nextIndex - 1]
      else { return false }
      return true
    }

    func nextEvent() -> TerminalEvent? {
      guard nextIndex < events.count else { return nil }
      between[nextIndex]?(lastFrame)
      nextIndex += 1
      return events[nextIndex - 1]
    }

    func present(_ frame: CellBuffer) { lastFrame = frame }
    func suspend() {}
    func discardInput() {}
    func startSpinner(column: Int, row: Int) {}
    func stopSpinner() {}
  }

  /// The last frame of the Tasks screen on the store at `store` after `events`, with
  /// `between` run before the events they are keyed by.
  private func screen(
    store: String, _ events: [TerminalEvent], between: [Int: (CellBuffer) -> Void]
  ) -> [String] {
    var options = Options()
    options.store = .store(store)
    let output = OutputBuffer(descriptor: -1)
    let console = Console(
      format: .text, useColor: false, useColorOnErrors: false, out: output, err: output)
    let application = Application(
      options: options, language: .english, storePath: store, console: console)
    application.holdStorePerCommand()
    let theme = ScreenTheme(catalog: CommandLineCatalog(language: .english), useColor: false)
    let panels = application.makeScreens(language: .english, theme: theme)
    let device = ChangingDevice(events: events, between: between)
    let session = ScreenEventLoop(
      panels: panels, names: ScreenRunner.names, first: 0, device: device, theme: theme
    ) { label, gesture in application.performGesture(label, gesture) }
    session.storeChangedElsewhere = { application.isStoreChangedElsewhere }
    session.run()
    #expect(!application.finish())
    return device.lastFrame.text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  private func typing(_ text: String) -> [TerminalEvent] {
    text.map { .key(.character($0)) } + [.key(.enter)]
  }

  /// Runs `puremvp --store STORE WORDS…` as another process would, and checks it worked.
  private func otherProcess(_ store: String, _ words: String...) -> (CellBuffer) -> Void {
    { _ in
      do {
        let run = try BinaryRunner.run(["--store", store] + words)
        #expect(run.status == 0, "\(run.stderr)")
      } catch {
        Issue.record("the other process did not run: \(error)")
      }
    }
  }

  @Test func aTaskAddedByAnotherProcessShowsAtTheNextTick() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let events = typing("Buy milk") + [.tick]
    let lines = screen(
      store: store, events,
      between: [events.count - 1: otherProcess(store, "tasks", "add", "Call mom")])
    #expect(
      lines[5] == "  [ ] Call mom                                                             ☆ ✕")
    #expect(lines[21].hasPrefix(" 2 items left"))
    // Another process's change is none of the user's: what the screen said stays said.
    #expect(lines[3] == " [ Toggle all a ]  added #1 — u undoes")
  }

  @Test(arguments: [TerminalEvent.key(.up), .key(.left), .key(.tab), .key(.character("x"))])
  func aTaskAddedByAnotherProcessShowsAfterAnyKey(key: TerminalEvent) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let events = typing("Buy milk") + [key]
    let lines = screen(
      store: store, events,
      between: [events.count - 1: otherProcess(store, "tasks", "add", "Call mom")])
    #expect(lines[5].hasPrefix("  [ ] Call mom"))
    #expect(lines[21].hasPrefix(" 2 items left"))
  }

  /// The selection stays on the task it was on, though another process removed a row above.
  @Test func theSelectionStaysOnItsTaskWhenAnotherProcessRemovesOneAbove() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let events =
      typing("Buy milk") + typing("Call mom") + typing("Pay rent")
      + [.key(.down), .key(.home), .key(.down), .tick]
    let lines = screen(
      store: store, events,
      between: [events.count - 1: otherProcess(store, "tasks", "remove", "1")])
    #expect(lines[4].hasPrefix("› [ ] Call mom"))
    #expect(lines[5].hasPrefix("  [ ] Pay rent"))
    #expect(!lines.contains { $0.contains("Buy milk") })
  }

  /// A tick with nothing changed elsewhere leaves the screen as it was.
  @Test func aQuietTickLeavesTheScreenAsItWas() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let lines = screen(store: store, typing("Buy milk") + [.tick, .tick], between: [:])
    #expect(lines[4].hasPrefix("› [ ] Buy milk"))
    #expect(lines[3] == " [ Toggle all a ]  added #1 — u undoes")
  }

  /// While another process still holds the store (a long script), the screen does not wait
  /// for its lock: the change shows at the first look after the store is let go.
  @Test func aChangeShowsOnceTheOtherProcessLetsTheStoreGo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    var holder: Int32 = -1
    let events = typing("Buy milk") + [.tick, .tick]
    let add = otherProcess(store, "tasks", "add", "Call mom")
    let lines = screen(
      store: store, events,
      between: [
        events.count - 2: { frame in
          add(frame)
          // Held as another process holds it: its directory locked, exclusively.
          holder = open(store, O_RDONLY)
          #expect(holder >= 0 && flock(holder, LOCK_EX) == 0)
        },
        events.count - 1: { frame in
          #expect(!frame.text.contains("Call mom"))
          close(holder)
        },
      ])
    #expect(lines[5].hasPrefix("  [ ] Call mom"))
    // No failure took the status line's place: nothing waited for the lock and gave up.
    #expect(lines[3] == " [ Toggle all a ]  added #1 — u undoes")
  }
}
