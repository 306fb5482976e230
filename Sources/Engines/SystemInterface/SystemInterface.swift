// The one place that names the platform's C library. Every other file imports
// `SystemInterface` and calls the POSIX functions it needs by their plain names, so the
// code builds on Linux (Glibc or Musl) and on Apple platforms (Darwin) without a
// conditional import of its own.
#if canImport(Darwin)
  @_exported import Darwin
#elseif canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#endif

/// `write(2)`, for types whose own `write` method hides the C function.
public func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// `exit(3)`, for types whose own `exit` hides the C function.
public func systemExit(_ status: Int32) -> Never {
  exit(status)
}

/// When the file `info` describes was last modified: `st_mtim`, which Darwin names
/// `st_mtimespec`.
public func modificationTime(of info: stat) -> timespec {
  #if canImport(Darwin)
    info.st_mtimespec
  #else
    info.st_mtim
  #endif
}

/// When the status of the file `info` describes last changed: `st_ctim`, which Darwin names
/// `st_ctimespec`.
public func statusChangeTime(of info: stat) -> timespec {
  #if canImport(Darwin)
    info.st_ctimespec
  #else
    info.st_ctim
  #endif
}

/// The wall clock to the second at the least cost: Linux's `CLOCK_REALTIME_COARSE` (the time
/// of the last tick, a few milliseconds behind, read without the work `CLOCK_REALTIME` does
/// to be exact), `CLOCK_REALTIME` where there is none.
public var wholeSecondsClock: clockid_t {
  #if canImport(Glibc) || canImport(Musl)
    CLOCK_REALTIME_COARSE
  #else
    CLOCK_REALTIME
  #endif
}
