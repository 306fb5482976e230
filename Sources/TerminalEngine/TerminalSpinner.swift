import Synchronization

/// A spinner that turns while the main thread is busy in a command (the login's simulated
/// backend latency): its own thread redraws one cell of the screen every 80 ms.
///
/// The cell is written directly, outside the frame; `Renderer.forget(column:row:)` tells
/// the renderer that the screen there no longer matches the last frame.
package final class TerminalSpinner: Sendable {
  private let isStopped = Atomic<Bool>(false)
  private let thread = Mutex<ThreadHandle?>(nil)

  /// The frames, in order.
  package static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  private init() {}

  /// Starts turning at `column`, `row` of the terminal on `descriptor`, from the second
  /// frame (the first is in the frame already drawn); `nil` if no thread could start.
  package static func start(descriptor: Int32, column: Int, row: Int) -> TerminalSpinner? {
    let spinner = TerminalSpinner()
    let handle = System.startThread { [spinner] in
      var index = 1
      while !spinner.isStopped.load(ordering: .acquiring) {
        System.sleep(milliseconds: 80)
        guard !spinner.isStopped.load(ordering: .acquiring) else { break }
        let glyph = String(frames[index % frames.count])
        _ = System.writeAll(
          descriptor, ControlSequence.moveCursor(column: column, row: row) + Array(glyph.utf8))
        index += 1
      }
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
