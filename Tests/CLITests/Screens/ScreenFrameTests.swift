import Foundation
import ScriptEngine
import SystemInterface
import TerminalEngine
import TestSupport
import Testing

@testable import CLI

/// When a screen draws: after every key pressed on its own, and once after keys that
/// arrived together (a paste, a key script's `text` line), not once per character.
@Suite struct ScreenFrameTests {
  /// How many frames the Tasks screen presents for the key script `script`.
  private func framesPresented(for script: String) throws -> Int {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("keys")
    try Data(script.utf8).write(to: URL(fileURLWithPath: path))
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    let keys = try KeyScript.read(descriptor)
    let application = Application.detached()
    let theme = ScreenTheme(catalog: CommandLineCatalog(language: .english), useColor: false)
    let device = ScriptedScreenDevice(script: keys, columns: 80, rows: 24)
    let session = ScreenEventLoop(
      panels: application.makeScreens(language: .english, theme: theme),
      names: ScreenRunner.names, first: 0, device: device, theme: theme
    ) { label, gesture in application.performGesture(label, gesture) }
    session.run()
    return device.presentedCount
  }

  @Test func aTextLineIsDrawnOnceAfterItsLastCharacter() throws {
    // The first frame, then one for the whole line, one for Enter.
    #expect(
      try framesPresented(for: "text \(String(repeating: "a", count: 500))\nkey Enter\n") == 3)
  }

  @Test func keysPressedOnTheirOwnAreEachDrawn() throws {
    #expect(try framesPresented(for: "key a\nkey b\nkey c\nkey Enter\n") == 5)
    #expect(try framesPresented(for: "text ab\ntext cd\n") == 3)
  }
}
