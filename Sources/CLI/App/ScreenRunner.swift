import ScriptEngine
import Services
import TerminalEngine

/// Runs `puremvp ui`: the screens on the user's terminal, or driven by a key script
/// (`--keys`) with the last frame printed (`--snapshot`).
struct ScreenRunner {
  let application: Application
  let language: Language
  let useColor: Bool
  /// The store of files the screens run on, if any: a recording names it.
  var storePath: String?

  private var catalog: CommandLineCatalog { application.catalog }
  private var options: Options { application.options }

  /// The feature words of the screens, in tab order: the words `ui` accepts.
  static let names = ["tasks", "login", "oracle"]

  func run(first: String, out: OutputBuffer, err: OutputBuffer) -> Int32 {
    let theme = ScreenTheme(catalog: catalog, useColor: useColor)
    let panels = application.makeScreens(language: language, theme: theme)
    let firstIndex = Self.names.firstIndex(of: first) ?? 0
    // Each gesture is saved and synced before the next key, as in the interactive session.
    application.holdStorePerCommand()
    let perform: (String, Gesture) -> Void = { label, gesture in
      let lostBefore = application.lostWriteCount
      application.performGesture(label, gesture)
      guard application.lostWriteCount != lostBefore else { return }
      // The gesture was not saved, but its screen shows it done: each screen asks again for
      // what the store holds, as it did when it first appeared.
      for panel in panels {
        if let appear = panel.appear() { application.performGesture(label, appear) }
      }
    }
    if let keysFile = options.keysFile {
      let descriptor: Int32
      switch CommandLineFiles.openKeyScript(keysFile) {
      case .success(let opened): descriptor = opened
      case .failure(let failure):
        err.writeProgramError(
          catalog.text(.keyScriptCannotOpen, keysFile, catalog.text(of: failure)))
        return ExitCode.noInput
      }
      let script: KeyScript.Script
      do {
        defer { CommandLineFiles.close(descriptor) }
        script = try KeyScript.read(descriptor)
      } catch {
        err.write("\(keysFile):\(error.line): error: ")
        switch error.kind {
        case .notUnderstood(let line): err.write(userText: catalog.text(.keyScriptProblem, line))
        case .notText(let problem):
          err.write(catalog.text(of: problem))
        }
        err.endLine()
        return ExitCode.usage
      }
      let device = ScriptedScreenDevice(
        script: script, columns: options.screenColumns, rows: options.screenRows)
      var events: any ScreenDevice = device
      if let firstSet = script.clockSets.first {
        guard let clock = application.fixedClock else {
          err.write("\(keysFile):\(firstSet.line): error: ")
          err.write(catalog.text(.keyScriptClockNeedsNow))
          err.endLine()
          return ExitCode.usage
        }
        events = ClockedScreenDevice(base: device, clock: clock, script: script)
      }
      var recorder: KeyRecorder?
      guard record(&events, into: &recorder, first: first) else { return ExitCode.ioError }
      let session = ScreenEventLoop(
        panels: panels, names: Self.names, first: firstIndex, device: events, theme: theme,
        perform: perform)
      connect(panels, to: session, recorder: recorder)
      session.run()
      if let recorder, !recorder.finish(file: options.recordFile ?? "", catalog: catalog, err: err)
      {
        return ExitCode.ioError
      }
      if options.snapshot {
        out.write(device.lastFrame.text)
        out.endLine()
      }
    } else {
      guard let terminal = Terminal(input: 0, output: 1) else {
        err.writeProgramError(catalog.text(.usageScreenNeedsTerminal))
        return ExitCode.usage
      }
      let device = TerminalScreenDevice(terminal: terminal, useColor: useColor)
      var events: any ScreenDevice = device
      var recorder: KeyRecorder?
      // Before the full screen, which would hide the error of a record that cannot be.
      guard record(&events, into: &recorder, first: first) else { return ExitCode.ioError }
      guard terminal.open() else {
        terminal.close()
        err.writeProgramError(catalog.text(.screenCannotOpen))
        return ExitCode.usage
      }
      // The screen wakes every second with nothing typed, to show what another process
      // changed in the store meanwhile.
      terminal.tickMilliseconds = 1000
      let session = ScreenEventLoop(
        panels: panels, names: Self.names, first: firstIndex, device: events, theme: theme,
        perform: perform)
      connect(panels, to: session, recorder: recorder)
      for case let login as ScreenLoginView in panels {
        login.discardTypedKeys = { [weak device] in device?.discardInput() }
        login.startSpinner = { [weak device] in device?.startSpinner(column: $0, row: $1) }
        login.stopSpinner = { [weak device] in device?.stopSpinner() }
      }
      session.run()
      terminal.close()
      if options.snapshot {
        out.write(session.frame.text)
        out.endLine()
      }
      if let recorder, !recorder.finish(file: options.recordFile ?? "", catalog: catalog, err: err)
      {
        return ExitCode.ioError
      }
    }
    // A lost write was reported when it happened; `Dispatch` turns it into exit 74.
    return ExitCode.success
  }

  /// Under `--record`: `events` wrapped in the device that writes them down, which is
  /// `recorder`; `false` when the record file cannot be opened (said on standard error).
  private func record(
    _ events: inout any ScreenDevice, into recorder: inout KeyRecorder?, first: String
  ) -> Bool {
    guard let file = options.recordFile else { return true }
    recorder = KeyRecorder.open(
      file, base: events, application: application, first: first, storePath: storePath,
      language: language)
    guard let recorder else { return false }
    events = recorder
    return true
  }

  /// The login screen draws its spinner in the middle of a command, through the session;
  /// the session looks whether another process changed the store before each key.
  private func connect(
    _ panels: [any ScreenPanel], to session: ScreenEventLoop, recorder: KeyRecorder?
  ) {
    for case let login as ScreenLoginView in panels {
      login.redrawNow = { [weak session] in session?.draw() }
    }
    if let recorder {
      recorder.isTypingSecret = { [weak session] in
        (session?.activePanel as? ScreenLoginView)?.isTypingPassword ?? false
      }
    }
    session.storeChangedElsewhere = { [application] in application.isStoreChangedElsewhere }
  }
}
