import Synchronization

import SystemInterface

/// A spinner on standard error, drawn by its own thread while the main thread waits for
/// the user gateway. Only the terminal view knows it exists.
///
/// Frames start after a short delay, so a quick answer draws nothing; stopping erases the
/// line and returns once the thread has ended, so later output never mixes with a frame.
final class Spinner: Sendable {
  private let text: String
  private let isStopped = Atomic<Bool>(false)
  private let thread = Mutex<pthread_t?>(nil)

  private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  private static let frameMicroseconds: UInt32 = 80_000

  private init(text: String) { self.text = text }

  /// Starts drawing `text` after a spinning frame; `nil` if no thread could be started.
  static func start(_ text: String) -> Spinner? {
    let spinner = Spinner(text: text)
    let context = Unmanaged.passRetained(spinner).toOpaque()
    var handle = pthread_t()
    let status = pthread_create(
      &handle, nil,
      { context in
        guard let context else { return nil }
        let spinner = Unmanaged<Spinner>.fromOpaque(context).takeRetainedValue()
        spinner.run()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<Spinner>.fromOpaque(context).release()
      return nil
    }
    spinner.thread.withLock { $0 = handle }
    return spinner
  }

  /// Stops the spinner, erases its line, and waits for its thread to end.
  func stop() {
    isStopped.store(true, ordering: .releasing)
    if let handle = thread.withLock({ $0 }) { pthread_join(handle, nil) }
  }

  private func run() {
    var drewFrame = false
    var index = 0
    // The first frame waits one period: an answer within 80 ms shows no spinner at all.
    while !isStopped.load(ordering: .acquiring) {
      usleep(Self.frameMicroseconds)
      guard !isStopped.load(ordering: .acquiring) else { break }
      write("\r\(Self.frames[index % Self.frames.count]) \(text)")
      drewFrame = true
      index += 1
    }
    if drewFrame { write("\r\u{1B}[2K") }
  }

  private func write(_ line: String) {
    var line = line
    line.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(2, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
