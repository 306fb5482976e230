import TerminalEngine

/// Reads the lines of an interactive session as a shell does: editing keys, history with ↑
/// and ↓, Tab completion, Ctrl-C to drop the line, Ctrl-D on an empty line to end.
///
/// The terminal mechanics (raw mode, keys, drawing a wrapped line, restoring the terminal on
/// every way out) are the terminal engine's, the same the screens use; this type decides
/// what the keys mean. Raw mode is on only while a line is typed: a command runs, and a
/// password prompt reads, with the terminal as the user had it.
final class LineEditor {
  /// How a line ended.
  enum Outcome: Equatable {
    /// Enter: the line typed.
    case line(String)
    /// Ctrl-C: the line is dropped; the session goes on.
    case cancelled
    /// Ctrl-D on an empty line, or the end of the input: the session ends.
    case end
  }

  private let terminal: LineTerminal
  private var display = LineDisplay()
  private let completion: SessionCompletion
  /// The lines of earlier commands, oldest first.
  var history: [String] = []

  /// An editor on the terminal `terminal`, completing with `completion`.
  init(terminal: LineTerminal, completion: SessionCompletion) {
    self.terminal = terminal
    self.completion = completion
  }

  /// Gives the terminal back as it was found; call once the session ends.
  func close() {
    terminal.close()
  }

  /// Shows `prompt` and reads one line; `nil` when raw mode cannot be entered (the caller
  /// then reads plain lines).
  func readLine(prompt: String) -> Outcome? {
    guard terminal.enterRawMode() else { return nil }
    defer { terminal.leaveRawMode() }
    var state = EditState(history: history)
    display.reset()
    draw(prompt, state.buffer)
    while let event = terminal.nextEvent() {
      switch event {
      case .resized, .continued:
        draw(prompt, state.buffer)
        continue
      case .key(let key):
        switch key {
        case .enter:
          terminal.write(
            display.leave(prompt: prompt, text: state.buffer.characters, columns: columns))
          return .line(state.buffer.text)
        case .control("c"):
          terminal.write(
            display.leave(
              prompt: prompt, text: state.buffer.characters, columns: columns, mark: "^C"))
          return .cancelled
        case .control("d") where state.buffer.isEmpty:
          terminal.write(display.leave(prompt: prompt, text: [], columns: columns))
          return .end
        case .control("z"):
          terminal.write(
            display.leave(prompt: prompt, text: state.buffer.characters, columns: columns))
          terminal.suspend()
        case .control("l"):
          terminal.write("\u{1B}[H\u{1B}[2J")
          display.reset()
        case .tab:
          complete(&state, prompt: prompt)
        case .up, .control("p"):
          state.recall(by: -1)
        case .down, .control("n"):
          state.recall(by: 1)
        default:
          state.buffer.apply(key)
        }
        if key != .tab { state.listedCompletions = false }
      }
      // Keys typed faster than drawn (a paste) are drawn once, after the last.
      if !terminal.hasPendingInput { draw(prompt, state.buffer) }
    }
    terminal.write(display.leave(prompt: prompt, text: state.buffer.characters, columns: columns))
    return .end
  }

  private var columns: Int { terminal.columns }

  private func draw(_ prompt: String, _ buffer: LineBuffer) {
    terminal.write(
      display.draw(
        prompt: prompt, text: buffer.characters, cursor: buffer.cursor, columns: columns))
  }

  /// Completes the word before the cursor: one candidate is written out with a space after
  /// it; several are extended to what they share, and listed below the line when there is
  /// nothing to extend (once, until another key is typed).
  private func complete(_ state: inout EditState, prompt: String) {
    let buffer = state.buffer
    let start = buffer.wordStart(before: buffer.cursor)
    let prefix = buffer.text(from: start)
    let before = String(buffer.characters[0..<start]).split(separator: " ").map(String.init)
    let candidates = completion.candidates(before: before, prefix: prefix)
    guard let first = candidates.first else { return }
    if candidates.count == 1 {
      state.buffer.replace(from: start, with: first + " ")
      return
    }
    let shared = candidates.dropFirst().reduce(first) { $0.commonPrefix(with: $1) }
    if shared.count > prefix.count {
      state.buffer.replace(from: start, with: shared)
      return
    }
    guard !state.listedCompletions else { return }
    state.listedCompletions = true
    terminal.write(display.leave(prompt: prompt, text: buffer.characters, columns: columns))
    terminal.write(candidates.joined(separator: "  ") + "\r\n")
  }
}

/// The line being typed and where ↑ and ↓ are in the history.
private struct EditState {
  var buffer = LineBuffer()
  let history: [String]
  /// The history line shown; `history.count` for the line being typed.
  var index: Int
  /// Lines changed while shown, by index (the line being typed included), so that going
  /// back to them finds them as they were left.
  var edits: [Int: LineBuffer] = [:]
  /// Whether Tab listed the candidates already.
  var listedCompletions = false

  init(history: [String]) {
    self.history = history
    index = history.count
  }

  /// Shows the history line `step` away (-1: older), keeping the line left as edited.
  mutating func recall(by step: Int) {
    let next = index + step
    guard next >= 0, next <= history.count else { return }
    edits[index] = buffer
    index = next
    buffer = edits[next] ?? LineBuffer(next < history.count ? history[next] : "")
  }
}

extension String {
  /// The longest start this string shares with `other`.
  fileprivate func commonPrefix(with other: String) -> String {
    String(zip(self, other).prefix { $0 == $1 }.map(\.0))
  }
}
