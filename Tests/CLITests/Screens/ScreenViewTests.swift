import ScriptEngine
import Services
import TerminalEngine
import Testing

@testable import CLI

/// The screen views wired as `puremvp ui` wires them, driven by keys against a fake
/// terminal (`ScriptedScreenDevice`); the frames are checked cell by cell.
@Suite struct ScreenViewTests {
  /// A session over in-memory gateways; `keys` are the events, in order.
  private func run(
    _ first: String, _ events: [TerminalEvent], useColor: Bool = false, seed: UInt64? = 3
  ) -> ScriptedScreenDevice {
    var options = Options()
    options.seed = seed
    let application = Application.detached(options: options)
    let theme = ScreenTheme(catalog: CommandLineCatalog(language: .english), useColor: useColor)
    let panels = application.makeScreens(language: .english, theme: theme)
    let device = ScriptedScreenDevice(events: events, columns: 80, rows: 24)
    let session = ScreenEventLoop(
      panels: panels, names: ScreenRunner.names,
      first: ScreenRunner.names.firstIndex(of: first) ?? 0, device: device, theme: theme
    ) { label, gesture in application.performGesture(label, gesture) }
    session.run()
    return device
  }

  private func typing(_ text: String) -> [TerminalEvent] {
    text.map { .key(.character($0)) }
  }

  /// The column of the first `text` in `row` of `frame`, counted in cells.
  private func position(of text: String, row: Int, in frame: CellBuffer) -> Int? {
    let line = frame.text.split(separator: "\n", omittingEmptySubsequences: false)[row]
    guard let range = line.range(of: text) else { return nil }
    return DisplayWidth.of(line[..<range.lowerBound])
  }

  private func loginButton(_ frame: CellBuffer) throws -> Cell {
    let row = 7
    let column = try #require(position(of: "[ Login ]", row: row, in: frame))
    return frame[column, row]
  }

  @Test func theLoginButtonIsEnabledExactlyWhileTheFormCanSubmit() throws {
    let email = typing("swiftbeta.blog@gmail.com") + [.key(.tab)]
    let four = run("login", email + typing("1234"))
    #expect(try loginButton(four.lastFrame).style.isDim)
    let five = run("login", email + typing("12345"))
    #expect(try !loginButton(five.lastFrame).style.isDim)
    let backToFour = run("login", email + typing("12345") + [.key(.backspace)])
    #expect(try loginButton(backToFour.lastFrame).style.isDim)
  }

  @Test func thePasswordIsShownAsBullets() {
    let device = run("login", typing("a@b.cd") + [.key(.tab)] + typing("secret"))
    #expect(device.lastFrame.text.contains("••••••"))
    #expect(!device.lastFrame.text.contains("secret"))
  }

  /// `login email` masks a value without `@` in its answer, but the field being typed in
  /// shows what is typed.
  @Test func theEmailFieldShowsWhatIsTypedEvenWithoutAnAt() {
    let device = run("login", typing("Tr0ub4dor"))
    #expect(device.lastFrame.text.contains("Tr0ub4dor"))
    #expect(!device.lastFrame.text.contains("••••••"))
  }

  @Test func aStarredTaskShowsAYellowStar() throws {
    let device = run(
      "tasks", typing("Buy milk") + [.key(.enter), .key(.down), .key(.character("s"))])
    let column = try #require(position(of: "★", row: 4, in: device.lastFrame))
    #expect(device.lastFrame[column, 4].style.foreground == .yellow)
  }

  @Test func starringATaskRedrawsOnlyTheStar() {
    // Starred and unstarred first, so the status line that named the add is gone before
    // the star that is measured.
    let starredTwice =
      typing("Buy milk") + [
        .key(.enter), .key(.down), .key(.character("s")), .key(.character("s")),
      ]
    let before = run("tasks", starredTwice)
    let after = run("tasks", starredTwice + [.key(.character("s"))])
    var renderer = Renderer(useColor: true)
    _ = renderer.render(before.lastFrame)
    _ = renderer.render(after.lastFrame)
    #expect(renderer.cellsWritten == 1)
  }

  @Test func aNegativeAnswerIsRedWithColorAndMarkedWithout() throws {
    let question = typing("Will it rain?") + [.key(.enter)]
    let colored = run("oracle", question, useColor: true)
    let row = 10
    let column = try #require(position(of: "Not a chance", row: row, in: colored.lastFrame))
    #expect(colored.lastFrame[column, row].style.foreground == .red)
    #expect(!colored.lastFrame.text.contains("✘"))
    let plain = run("oracle", question, useColor: false)
    #expect(plain.lastFrame.text.contains("✘ Not a chance"))
  }

  @Test func escapeCancelsAnEditInPlace() {
    let device = run(
      "tasks",
      typing("Buy milk") + [.key(.enter), .key(.down), .key(.character("e"))]
        + typing(" and eggs") + [.key(.escape)])
    #expect(device.lastFrame.text.contains("Buy milk"))
    #expect(!device.lastFrame.text.contains("eggs"))
  }

  @Test func editingATaskToEmptyTextRemovesIt() {
    let device = run(
      "tasks",
      typing("Buy milk") + [
        .key(.enter), .key(.down), .key(.character("e")), .key(.control("u")), .key(.enter),
      ])
    // The row is gone; the status line names what went and how to bring it back.
    #expect(!device.lastFrame.text.contains("[ ] Buy milk"))
    #expect(device.lastFrame.text.contains("removed #1 Buy milk — u undoes"))
    #expect(device.lastFrame.text.contains("0 items left"))
  }

  /// The screen asks once: the service's answer says the row no longer shows under Active,
  /// and how many items are left.
  @Test func completingATaskUnderActiveTakesItsRowAwayAndCountsDown() {
    let device = run(
      "tasks",
      typing("Buy milk") + [.key(.enter)] + typing("Call mom") + [
        .key(.enter), .key(.down), .key(.character("f")), .key(.character(" ")),
      ])
    #expect(!device.lastFrame.text.contains("Buy milk"))
    #expect(device.lastFrame.text.contains("[ ] Call mom"))
    #expect(device.lastFrame.text.contains("1 item left"))
  }

  /// Undoing a removal puts the row back in its place, under the filter that shows it.
  @Test func undoingARemovalPutsTheRowBackInItsPlace() {
    let device = run(
      "tasks",
      typing("a1") + [.key(.enter)] + typing("b2") + [.key(.enter)] + typing("c3") + [
        .key(.enter), .key(.down), .key(.down), .key(.character("d")), .key(.character("u")),
      ])
    let text = device.lastFrame.text
    let first = text.range(of: "a1")?.lowerBound
    let second = text.range(of: "b2")?.lowerBound
    let third = text.range(of: "c3")?.lowerBound
    #expect(first != nil && second != nil && third != nil)
    if let first, let second, let third { #expect(first < second && second < third) }
    #expect(text.contains("Undid tasks remove"))
    #expect(text.contains("3 items left"))
  }

  @Test func aListLongerThanTheScreenScrollsToTheSelection() {
    var events: [TerminalEvent] = []
    for number in 1...30 { events += typing("Task \(number)") + [.key(.enter)] }
    events += [.key(.down), .key(.end)]
    let device = run("tasks", events)
    #expect(device.lastFrame.text.contains("Task 30"))
    #expect(!device.lastFrame.text.contains("Task 1\n"))
  }

  @Test func qQuitsOutsideATextFieldButIsTextInside() {
    let device = run(
      "tasks", typing("q") + [.key(.enter), .key(.down), .key(.character("q"))] + typing("zzz"))
    // The first q was a task's text; the second quit, so "zzz" was never typed.
    #expect(device.lastFrame.text.contains("[ ] q"))
    #expect(!device.lastFrame.text.contains("zzz"))
  }

  @Test func aTinyTerminalShowsWhyInsteadOfTheScreen() {
    let device = run("tasks", [.resized(columns: 30, rows: 8)])
    #expect(device.lastFrame.text.hasPrefix("The terminal is too small"))
  }
}
