import Synchronization

/// Ctrl-C (SIGINT) noted rather than obeyed: a run of scripts stops between two commands,
/// saves what the commands before did, and says where it stopped, instead of dying in the
/// middle with nothing said.
///
/// The handler only sets a flag (a signal handler may touch nothing else) and puts the
/// default action back, so a second Ctrl-C ends the process at once. It is installed
/// without `SA_RESTART`: a read waiting for standard input returns `EINTR`, and the reader
/// that sees the flag stops instead of waiting on (every other read and write loop of the
/// program retries on `EINTR`).
public enum Interruption {
  /// Set by the handler, read between commands.
  @usableFromInline static let noted = Atomic<Bool>(false)

  /// Catches SIGINT from now on, unless the process was started with it ignored (a job
  /// started in the background by a shell that has no job control), which stays so.
  public static func catchInterrupts() {
    // Read once before the handler can run, so that the flag exists by then.
    _ = isPending
    var previous = sigaction()
    guard sigaction(SIGINT, nil, &previous) == 0, !isIgnored(previous) else { return }
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    let handler: @convention(c) (Int32) -> Void = { _ in
      Interruption.noted.store(true, ordering: .relaxed)
      signal(SIGINT, SIG_DFL)
    }
    #if canImport(Darwin)
      action.__sigaction_u = __sigaction_u(__sa_handler: handler)
    #else
      action.__sigaction_handler = .init(sa_handler: handler)
    #endif
    _ = sigaction(SIGINT, &action, nil)
    // A parent may have started us with SIGINT blocked (a test runner's threads do).
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, SIGINT)
    _ = sigprocmask(SIG_UNBLOCK, &unblocked, nil)
  }

  /// Whether Ctrl-C was pressed since `catchInterrupts`. Asked before every script line:
  /// inlined into the caller's loop.
  @inlinable public static var isPending: Bool { noted.load(ordering: .relaxed) }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      let current = action.__sigaction_u.__sa_handler
    #else
      let current = action.__sigaction_handler.sa_handler
    #endif
    guard let current else { return false }
    // SIG_IGN is the address 1, a handler no function has.
    return unsafeBitCast(current, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
