import Synchronization

/// A spinner that turns while the main thread is busy in a command (the login's simulated
/// backend latency): its own thread draws the next frame every 80 ms, on a cell of the
/// screen or at the start of a line.
///
/// The first frame waits one period, so an answer within 80 ms shows none at all; stopping
/// returns once the thread has ended, so later output never mixes with a frame.
package final class TerminalSpinner: Sendable {
  private let isStopped = Atomic<Bool>(false)
  private let thread = Mutex<ThreadHandle?>(nil)

  /// The frames, in order.
  package static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  private init() {}

  /// Starts turning at `column`, `row` of the terminal on `descriptor`, from the second
  /// frame (the first is in the frame already drawn); `nil` if no thread could start.
  ///
  /// The cell is written directly, outside the frame; `Renderer.forget(column:row:)` tells
  /// the renderer that the screen there no longer matches the last frame.
  package static func start(descriptor: Int32, column: Int, row: Int) -> TerminalSpinner? {
    start(firstFrame: 1) { glyph in
      _ = System.writeAll(
        descriptor, ControlSequence.moveCursor(column: column, row: row) + Array(glyph.utf8))
    }
  }

  /// Starts turning at the start of the line on `descriptor`, a frame and `text` after it;
  /// once stopped, the line is erased if a frame was drawn. `nil` if no thread could start.
  package static func start(line text: String, descriptor: Int32) -> TerminalSpinner? {
    start(firstFrame: 0) { glyph in
      _ = System.writeAll(descriptor, Array("\r\(glyph) \(text)".utf8))
    } finish: { drewFrame in
      if drewFrame { _ = System.writeAll(descriptor, Array("\r\u{1B}[2K".utf8)) }
    }
  }

  /// Starts the thread: every 80 ms until stopped, `draw` gets the next frame from
  /// `frames[firstFrame]` on; then `finish` learns whether any frame was drawn.
  private static func start(
    firstFrame: Int, draw: @escaping @Sendable (String) -> Void,
    finish: @escaping @Sendable (_ drewFrame: Bool) -> Void = { _ in }
  ) -> TerminalSpinner? {
    let spinner = TerminalSpinner()
    let handle = System.startThread { [spinner] in
      var index = firstFrame
      var drewFrame = false
      while !spinner.isStopped.load(ordering: .acquiring) {
        System.sleep(milliseconds: 80)
        guard !spinner.isStopped.load(ordering: .acquiring) else { break }
        draw(String(frames[index % frames.count]))
        drewFrame = true
        index += 1
      }
      finish(drewFrame)
    }
    guard let handle else { return nil }
    spinner.thread.withLock { $0 = handle }
    return spinner
  }

  /// Stops turning and returns once the thread has ended.
  package func stop() {
    isStopped.store(true, ordering: .releasing)
    if let handle = thread.withLock({ $0 }) { System.join(handle) }
  }
}
