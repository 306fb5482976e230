import SystemInterface

/// Opening the files a user names on the command line: scripts to read, a trace to write.
/// The system calls and their checks live here, so the composition root deals in outcomes.
package enum CommandLineFiles {
  /// Why a named file could not be used.
  package enum Failure: Error, Equatable {
    /// The system refused it.
    case system(SystemError)
    /// A script that is a directory.
    case isDirectory
    /// A trace file that is a symbolic link, or an existing file that is not a regular file
    /// of the user's (another user could have planted it to have it overwritten).
    case notOwnRegularFile
    /// A key script that is not a regular file (a FIFO, a device): nothing says when such
    /// a file ends, or that anyone will ever write to it.
    case notRegularFile
  }

  /// Why `descriptor` cannot be read as a script, or `nil` when it is open (a closed
  /// standard input, `<&-`, is not).
  package static func problem(reading descriptor: Int32) -> Failure? {
    fcntl(descriptor, F_GETFD) >= 0 ? nil : .system(.last)
  }

  /// Closes a script opened by `openScript`.
  package static func close(_ descriptor: Int32) { _ = SystemInterface.close(descriptor) }

  /// `path` opened for reading as a script. Links are followed: a script only feeds
  /// commands, and process substitution (`run <(…)`) hands over a link to a pipe.
  package static func openScript(_ path: String) -> Result<Int32, Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.system(.last)) }
    var info = stat()
    if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      close(descriptor)
      return .failure(.isDirectory)
    }
    return .success(descriptor)
  }

  /// `path` opened for reading a key script: a regular file, checked before a byte is read.
  /// A link is followed (the file is the user's to point anywhere); opening does not
  /// block, so a FIFO with no writer is refused at once instead of waited on.
  package static func openKeyScript(_ path: String) -> Result<Int32, Failure> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.system(.last)) }
    let info: stat
    do { info = try status(of: descriptor) } catch { return .failure(error) }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      return .success(descriptor)
    case S_IFDIR:
      close(descriptor)
      return .failure(.isDirectory)
    default:
      close(descriptor)
      return .failure(.notRegularFile)
    }
  }

  /// `path` opened for writing a trace, created 0644 when missing or emptied when it is a
  /// regular file of the user's. A link is never followed and another user's file is never
  /// written: either would let whoever planted it have the trace overwrite a file of their
  /// choosing. Character devices (`/dev/null`, a terminal) and FIFOs are written as they are.
  package static func createTrace(_ path: String) -> Result<Int32, Failure> {
    // Not O_TRUNC: a file is emptied only once it is known to be ours.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      // A link under O_NOFOLLOW; Linux says ELOOP, the BSDs EMLINK.
      return .failure(errno == ELOOP || errno == EMLINK ? .notOwnRegularFile : .system(.last))
    }
    let info: stat
    do { info = try status(of: descriptor) } catch { return .failure(error) }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard info.st_uid == geteuid() else {
        close(descriptor)
        return .failure(.notOwnRegularFile)
      }
      guard ftruncate(descriptor, 0) == 0 else {
        let error = SystemError.last
        close(descriptor)
        return .failure(.system(error))
      }
    case S_IFCHR, S_IFIFO:
      break
    default:
      close(descriptor)
      return .failure(.notOwnRegularFile)
    }
    // Writes block again: a trace into a pipe must wait for its reader, not fail.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return .success(descriptor)
  }

  /// What `fstat` says of `descriptor`; when it cannot say, `descriptor` is closed.
  private static func status(of descriptor: Int32) throws(Failure) -> stat {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let error = SystemError.last
      close(descriptor)
      throw .system(error)
    }
    return info
  }
}

/// The process-wide settings a command-line run needs before it writes anything.
package enum ProcessSignals {
  /// A closed output pipe, or a file-size limit hit while saving, must surface as a failed
  /// write (EPIPE, EFBIG) that the program reports, not a signal that kills it mid-script.
  package static func reportFailedWritesInsteadOfDying() {
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
  }

  /// Ends the process with `status`.
  package static func exit(_ status: Int32) -> Never { systemExit(status) }
}
