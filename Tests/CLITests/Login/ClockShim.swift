import Foundation
import TestSupport

/// A preload library that moves the real clock of the binary it is loaded into: the wall
/// clock reads (`clock_gettime` on the real-time clocks, `time`, `gettimeofday`) are shifted
/// by `CLOCK_SHIM_OFFSET_SECONDS`; the monotonic clock, which the store's lock waits use,
/// is left alone. Built with the system's C compiler, so a test can run the binary "later"
/// without waiting.
struct ClockShim {
  /// The C compiler, or `nil` when the host has none (the tests that need it are skipped).
  static let compiler: String? = ["/usr/bin/cc", "/usr/local/bin/cc", "/bin/cc"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  private static let source = """
    #define _GNU_SOURCE
    #include <dlfcn.h>
    #include <stdlib.h>
    #include <sys/time.h>
    #include <time.h>

    static long offset(void) {
      const char *text = getenv("CLOCK_SHIM_OFFSET_SECONDS");
      return text ? atol(text) : 0;
    }

    int clock_gettime(clockid_t id, struct timespec *ts) {
      int (*real)(clockid_t, struct timespec *) =
        (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
      int result = real(id, ts);
      if (result == 0 && (id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE))
        ts->tv_sec += offset();
      return result;
    }

    time_t time(time_t *out) {
      struct timespec ts;
      clock_gettime(CLOCK_REALTIME, &ts);
      if (out) *out = ts.tv_sec;
      return ts.tv_sec;
    }

    int gettimeofday(struct timeval *tv, void *tz) {
      int (*real)(struct timeval *, void *) =
        (int (*)(struct timeval *, void *))dlsym(RTLD_NEXT, "gettimeofday");
      int result = real(tv, tz);
      if (result == 0 && tv) tv->tv_sec += offset();
      return result;
    }
    """

  /// The built library.
  let path: String

  /// Compiles the shim into `directory`.
  init(in directory: TemporaryDirectory) throws {
    guard let compiler = Self.compiler else { throw ShimError.noCompiler }
    let source = directory.file("clock-shim.c")
    path = directory.file("clock-shim.so")
    try Self.source.write(toFile: source, atomically: true, encoding: .utf8)
    let build = Process()
    build.executableURL = URL(fileURLWithPath: compiler)
    build.arguments = ["-shared", "-fPIC", "-o", path, source, "-ldl"]
    try build.runAlone()
    build.waitUntilExit()
    guard build.terminationStatus == 0 else { throw ShimError.buildFailed }
  }

  /// The environment that runs the binary `seconds` later than the real clock says.
  func environment(later seconds: Int) -> [String: String] {
    ["LD_PRELOAD": path, "CLOCK_SHIM_OFFSET_SECONDS": String(seconds)]
  }

  enum ShimError: Error {
    case noCompiler
    case buildFailed
  }
}
