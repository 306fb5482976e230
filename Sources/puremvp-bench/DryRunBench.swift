import SystemInterface

/// What `--dry-run` costs, against a real run. Two bars:
///
/// - Instructions (valgrind, when installed): a dry run of a script of 100,000 `tasks add`
///   lines costs at most 1.2 times the real run of the same script. Both start from a store
///   that does not exist: the real run creates it and writes every add; the dry run reads
///   it as empty and keeps the adds in memory.
/// - Peak memory: every command run dry on a store of 1,000,000 tasks peaks under the
///   big-store bar (200 MB), as the real commands do: the lists, a one-shot add (which a
///   dry run cannot append from the file's seal: it loads the file), the bulk changes and
///   an undo, a script of bulk changes and undos in one process, and an import of 1,000,000
///   todo.txt lines into a store that does not exist. The store is checked to be left as it
///   was (each file's size and modification time), and the missing one not to be created.
extension Bench {
  /// How much dearer, in instructions, a dry run of the script may be than the real run.
  static let dryRunRatioBar = 1.2

  /// Measures and prints the dry-run figures; answers the bars they missed.
  static func dryRunFigures(scratch: String) -> [String] {
    let binary = siblingPath("puremvp")
    return dryRunInstructionFigures(scratch: scratch, binary: binary)
      + dryRunMemoryFigures(scratch: scratch, binary: binary)
  }

  /// The script of adds, real and dry, counted by callgrind.
  private static func dryRunInstructionFigures(scratch: String, binary: String) -> [String] {
    guard let valgrind = findOnPath("valgrind") else {
      print("dry run, instructions: valgrind is not installed (apt-get install valgrind)")
      return []
    }
    let script = "\(scratch)/dry-run-\(instructionLines).script"
    let realStore = "\(scratch)/dry-run-real-store"
    let dryStore = "\(scratch)/dry-run-dry-store"
    writeScript(size: instructionLines, to: script)
    defer { remove(script, realStore, dryStore) }
    func count(_ arguments: [String]) -> Int? {
      callgrindCount(valgrind: valgrind, command: [binary] + arguments, scratch: scratch)
    }
    guard let real = count(["--store", realStore, "run", script]),
      let dry = count(["--store", dryStore, "--dry-run", "run", script]), real > 0
    else { return ["dry run: valgrind could not run the puremvp binary"] }
    let ratio = Double(dry) / Double(real)
    let missed = ratio > dryRunRatioBar
    print("")
    print(
      "dry run of \(grouped(instructionLines)) `tasks add` lines: \(grouped(dry)) instructions; "
        + "the real run \(grouped(real)) (\(fixed(ratio, 2))x, bar \(fixed(dryRunRatioBar, 1))x)"
        + (missed ? "  over" : ""))
    if access(dryStore, F_OK) == 0 { return ["dry run: the script created its store"] }
    return missed ? ["dry run: a script costs \(fixed(ratio, 2))x the real run"] : []
  }

  /// Each dry-run command on a store of a million tasks, as a whole process: its peak.
  private static func dryRunMemoryFigures(scratch: String, binary: String) -> [String] {
    let store = "\(scratch)/dry-run-big-store"
    let missing = "\(scratch)/dry-run-missing-store"
    let script = "\(scratch)/dry-run-big.script"
    let bulk = "\(scratch)/dry-run-bulk.script"
    let todo = "\(scratch)/dry-run-big.todo.txt"
    defer { remove(store, missing, script, bulk, todo) }
    writeScript(size: bigStoreTasks, to: script)
    guard run([binary, "--store", store, "run", script]) == 0 else {
      return ["dry run: could not fill a store of \(grouped(bigStoreTasks)) tasks"]
    }
    writeTodoTxt(lines: bigStoreTasks, to: todo)
    let bulkCommands = [
      "tasks complete-all", "tasks undo", "tasks clear-completed", "tasks remove-all",
      "tasks undo", "tasks list",
    ]
    writeText(bulkCommands.joined(separator: "\n") + "\n", to: bulk)
    let before = stamps(of: store)
    let dry = ["--store", store, "--dry-run"]
    let commands: [(label: String, arguments: [String])] = [
      ("tasks list", dry + ["tasks", "list"]),
      ("--format json tasks list", dry + ["--format", "json", "tasks", "list"]),
      ("tasks add x", dry + ["tasks", "add", "x"]),
      ("tasks complete-all", dry + ["tasks", "complete-all"]),
      ("tasks undo", dry + ["tasks", "undo"]),
      ("tasks remove-all", dry + ["tasks", "remove-all"]),
      ("run (bulk changes and undos)", dry + ["run", bulk]),
      (
        "tasks import (1M todo.txt lines, no store)",
        ["--store", missing, "--dry-run", "tasks", "import", todo]
      ),
    ]
    print("")
    print(
      "peak memory, each command dry on a store of \(grouped(bigStoreTasks)) tasks "
        + "(bar \(bigStoreBarKB / 1024) MB):")
    var failures: [String] = []
    for command in commands {
      guard let measured = measureProcess([binary] + command.arguments, quiet: true) else {
        failures.append("dry run, big store: `\(command.label)` failed")
        continue
      }
      let missed = measured.peakKB >= bigStoreBarKB
      print(
        "  " + pad(command.label, 44)
          + pad(fixed(Double(measured.peakKB) / 1024, 1), 9, right: true)
          + " MB" + pad(fixed(measured.seconds, 2), 9, right: true) + " s"
          + (missed ? "  over" : ""))
      if missed {
        failures.append(
          "dry run, big store: `\(command.label)` peaks at \(measured.peakKB / 1024) MB")
      }
    }
    if stamps(of: store) != before { failures.append("dry run: the big store was changed") }
    if access(missing, F_OK) == 0 { failures.append("dry run: the import created its store") }
    return failures
  }

  /// Each store file's size and modification time (ns), in name order.
  private static func stamps(of store: String) -> [Int] {
    ["tasks", ".lock", "accounts", "sessions", "history"].flatMap { name -> [Int] in
      var status = stat()
      guard stat("\(store)/\(name)", &status) == 0 else { return [-1] }
      return [
        Int(status.st_size),
        Int(status.st_mtim.tv_sec) * 1_000_000_000
          + Int(status.st_mtim.tv_nsec),
      ]
    }
  }
}
