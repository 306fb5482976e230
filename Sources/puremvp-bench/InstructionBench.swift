import SystemInterface

/// The bars kept as instruction counts, which do not move with the host the way wall times
/// do: `valgrind --tool=callgrind` on this release build, when valgrind is on `PATH`.
///
/// What each figure is: a script of 100,000 `tasks add` lines run in memory (bar 5,000 an
/// add) and with a file store (bar 5,500), less a run of an empty script (the process's
/// start and end), divided by 100,000; one-shot commands as whole processes on a store of
/// 100,000 tasks: `tasks add` appended from the file's seal (bar 6 M in all), the same with
/// the file loaded (no seal in `.lock`; for the reader, no bar), and `tasks list` (bar
/// 200 M); and a one-shot add into a store of 10 tasks and into one of 1,000,000, each from
/// the file's seal, the second at most twice the first (an add costs the same whatever the
/// store's size).
extension Bench {
  static let instructionLines = 100_000

  /// One figure: what it measures, its count, and the bar it must not pass.
  struct InstructionFigure {
    let name: String
    let count: Int
    /// `nil`: a figure for the reader, or one another is measured against.
    let bar: Int?
  }

  /// How many tasks the stores of the one-shot adds from the seal hold.
  static let sealedAddSizes = (small: 10, large: 1_000_000)

  /// Measures and prints the instruction counts (nothing when valgrind is not installed);
  /// answers the bars they missed.
  static func instructionFigures(scratch: String) -> [String] {
    switch measureInstructionFigures(scratch: scratch) {
    case .success(let figures): return printInstructionFigures(figures)
    case .failure(let problem): return problem.failures
    }
  }

  /// Why the instruction counts were not measured: valgrind is missing (no failure), or a
  /// run failed (a failure to report).
  struct InstructionProblem: Error {
    let failures: [String]
  }

  /// The instruction figures, measured; a problem when valgrind is missing (printed, with
  /// no failure) or a run fails.
  static func measureInstructionFigures(scratch: String) -> Result<
    [InstructionFigure], InstructionProblem
  > {
    guard let valgrind = findOnPath("valgrind") else {
      print("instruction counts: valgrind is not installed (apt-get install valgrind)")
      return .failure(InstructionProblem(failures: []))
    }
    let binary = siblingPath("puremvp")
    let script = "\(scratch)/instructions-\(instructionLines).script"
    let empty = "\(scratch)/instructions-empty.script"
    writeScript(size: instructionLines, to: script)
    _ = fclose(fopen(empty, "w"))
    let store = "\(scratch)/instructions-store"
    let oneShotStore = "\(scratch)/instructions-one-shot-store"
    let small = "\(scratch)/instructions-small-store"
    let large = "\(scratch)/instructions-large-store"
    let sizedScript = "\(scratch)/instructions-sized.script"
    defer {
      remove(store, oneShotStore, small, large, script, empty, sizedScript)
    }
    func failed(_ failure: String) -> Result<[InstructionFigure], InstructionProblem> {
      .failure(InstructionProblem(failures: ["instruction counts: " + failure]))
    }
    guard run([binary, "--store", oneShotStore, "run", script]) == 0 else {
      return failed("could not fill a store of \(instructionLines) tasks")
    }
    // Filled by a script, whose process seals the file as it ends.
    for (size, sizedStore) in [(sealedAddSizes.small, small), (sealedAddSizes.large, large)] {
      writeScript(size: size, to: sizedScript)
      guard run([binary, "--store", sizedStore, "run", sizedScript]) == 0 else {
        return failed("could not fill a store of \(grouped(size)) tasks")
      }
    }
    func count(_ arguments: [String]) -> Int? {
      callgrindCount(valgrind: valgrind, command: [binary] + arguments, scratch: scratch)
    }
    guard let start = count(["--in-memory", "run", empty]),
      let inMemory = count(["--in-memory", "run", script]),
      let file = count(["--store", store, "run", script]),
      let sealedSmall = count(["--store", small, "tasks", "add", "x"]),
      let sealedLarge = count(["--store", large, "tasks", "add", "x"]),
      // The store as its script left it: sealed, so an add appends without loading it.
      let oneShotSealed = count(["--store", oneShotStore, "tasks", "add", "x"]),
      // Without its seal the store's file is loaded, and checked whole, before the add.
      unlink("\(oneShotStore)/.lock") == 0,
      let oneShotAdd = count(["--store", oneShotStore, "tasks", "add", "x"]),
      let oneShotList = count(["--store", oneShotStore, "tasks", "list"])
    else { return failed("valgrind could not run the puremvp binary") }
    return .success([
      InstructionFigure(
        name: "in-memory `tasks add`, per command", count: (inMemory - start) / instructionLines,
        bar: 5_000),
      InstructionFigure(
        name: "file-store `tasks add`, per command", count: (file - start) / instructionLines,
        bar: 5_500),
      InstructionFigure(
        name: "one-shot `tasks add` into 100,000 tasks, sealed", count: oneShotSealed,
        bar: 6_000_000),
      InstructionFigure(
        name: "one-shot `tasks add` into 100,000 tasks, loaded", count: oneShotAdd, bar: nil),
      InstructionFigure(
        name: "one-shot `tasks list` of 100,000 tasks", count: oneShotList, bar: 200_000_000),
      InstructionFigure(
        name: "one-shot `tasks add` into 10 tasks, sealed", count: sealedSmall, bar: nil),
      InstructionFigure(
        name: "one-shot `tasks add` into 1,000,000, sealed", count: sealedLarge,
        bar: 2 * sealedSmall),
    ])
  }

  /// Prints `figures` as a table with their bars; answers the bars they missed.
  static func printInstructionFigures(_ figures: [InstructionFigure]) -> [String] {
    print("")
    print(
      pad("instructions (valgrind --tool=callgrind)", 50) + pad("count", 14, right: true)
        + pad("bar", 14, right: true))
    var failures: [String] = []
    for figure in figures {
      let missed = figure.bar.map { figure.count > $0 } ?? false
      print(
        pad(figure.name, 50) + pad(grouped(figure.count), 14, right: true)
          + pad(figure.bar.map(grouped) ?? "-", 14, right: true) + (missed ? "  over" : ""))
      if missed, let bar = figure.bar {
        failures.append(
          "\(figure.name): \(grouped(figure.count)) instructions, bar \(grouped(bar))")
      }
    }
    return failures
  }

  /// Runs `command` under callgrind; answers the instructions it executed.
  static func callgrindCount(valgrind: String, command: [String], scratch: String)
    -> Int?
  {
    let log = "\(scratch)/callgrind.log"
    let profile = "\(scratch)/callgrind.out"
    defer {
      _ = unlink(log)
      _ = unlink(profile)
    }
    let status = run(
      [
        valgrind, "--tool=callgrind", "--log-file=\(log)", "--callgrind-out-file=\(profile)",
      ] + command)
    guard status == 0, let text = readText(log) else { return nil }
    // callgrind ends its log with "Collected : N" (the instructions, the one event counted).
    guard let line = text.split(separator: "\n").last(where: { $0.contains("Collected :") }),
      let number = line.split(separator: " ").last.flatMap({ Int($0) })
    else { return nil }
    return number
  }

  /// The first executable `name` in a directory of `PATH`.
  static func findOnPath(_ name: String) -> String? {
    guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// The whole of a small text file, or nil when it cannot be read.
  static func readText(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count <= 0 { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
