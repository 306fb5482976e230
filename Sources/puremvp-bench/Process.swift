import SystemInterface

extension Bench {
  /// Runs this binary with `--workload` in a child; answers its wall seconds and peak KB.
  static func spawnWorkload(mode: String, script: String) -> (Double, Int)? {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    guard let pid = spawn([siblingPath("puremvp-bench"), "--workload", mode, script], &actions)
    else { return nil }
    close(pipeEnds[1])
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 256)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
      if count <= 0 { break }
      output += chunk[0..<count]
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let text = String(decoding: output, as: UTF8.self).split(separator: "\n").last ?? ""
    guard status == 0, let seconds = Double(text) else { return nil }
    return (seconds, Int(usage.ru_maxrss))
  }

  /// Runs `command` with output to `output` (a file it creates or empties), or to /dev/null;
  /// its wall seconds, CPU seconds (user and system, from wait4) and peak KB, if it exited 0.
  /// `quiet`: its standard error goes to /dev/null too (a dry run's note each time).
  static func measureProcess(_ command: [String], output: String? = nil, quiet: Bool = false)
    -> (seconds: Double, cpuSeconds: Double, peakKB: Int)?
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if quiet { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
    if let output {
      posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    var pid = pid_t()
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let start = monotonicSeconds()
    guard posix_spawn(&pid, command[0], &actions, nil, &argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = monotonicSeconds() - start
    guard status == 0 else { return nil }
    let cpuSeconds =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return (seconds, cpuSeconds, Int(usage.ru_maxrss))
  }

  /// Runs `command` and waits; answers its exit status.
  static func run(_ command: [String]) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    guard let pid = spawn(command, &actions) else { return -1 }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
  }

  /// Runs `command` with `input` on its standard input and its output discarded; answers
  /// its exit status and the CPU time it used (user and system, from wait4).
  static func runWithInput(_ command: [String], input: String) -> (
    status: Int32, cpuMilliseconds: Double
  ) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return (-1, 0) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let pid = spawn(command, &actions)
    close(pipeEnds[0])
    var bytes = Array(input.utf8)
    _ = bytes.withUnsafeMutableBytes { write(pipeEnds[1], $0.baseAddress, $0.count) }
    close(pipeEnds[1])
    guard let pid else { return (-1, 0) }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return ((status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1, seconds * 1000)
  }

  private static func spawn(_ command: [String], _ actions: inout posix_spawn_file_actions_t)
    -> pid_t?
  {
    var pid = pid_t()
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    guard posix_spawn(&pid, command[0], &actions, nil, &argv, environ) == 0 else { return nil }
    return pid
  }

  /// The path of `name` in the directory this binary was built into.
  static func siblingPath(_ name: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let path =
      length > 0
      ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : CommandLine.arguments[0]
    let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    return "\(directory)/\(name)"
  }

  static func makeScratchDirectory() -> String {
    var template = Array("/tmp/puremvp-bench-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return "/tmp/puremvp-bench" }
      return String(cString: base)
    }
  }

  /// Removes the files and directories at `paths`, with all they hold.
  static func remove(_ paths: String...) {
    _ = system("rm -rf " + paths.map { "'\($0)'" }.joined(separator: " "))
  }

  static func writeScript(size: Int, to path: String) {
    guard let file = fopen(path, "w") else { return }
    defer { fclose(file) }
    for number in 1...size { fputs("tasks add Task number \(number)\n", file) }
  }

  static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }

  static func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    return decimals == 0
      ? "\(whole)"
      : "\(whole).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)"
  }

  static func grouped(_ value: Int) -> String {
    var digits = Array(String(value))
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: index)
      index -= 3
    }
    return String(digits)
  }

  static func label(_ size: Int) -> String {
    size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k"
  }
}
