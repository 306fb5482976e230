import SystemInterface

/// Sequences of commands on a store of 1,000,000 tasks, each command run as a process on the
/// store the one before left: every command must peak under the big-store bar whatever came
/// before, and the history the sequence leaves (undo steps, bulk changes, an import) must
/// not make a later command dearer. So each command's peak, CPU time and the file's size
/// after it are printed, and at the end a `tasks list` of the store is counted in
/// instructions (valgrind) against a `tasks list` of a fresh store of the same tasks (the
/// store's JSON backup imported into an empty store): within 1.5 times.
extension Bench {
  /// How much dearer a `tasks list` after a sequence may be than on a fresh store.
  static let sequenceListRatioBar = 1.5

  /// One command of a sequence: its label and the arguments after `--store DIR`.
  struct SequenceCommand {
    let label: String
    let arguments: [String]

    init(_ label: String, _ arguments: [String]) {
      self.label = label
      self.arguments = arguments
    }

    /// `tasks` and the words of `label`.
    init(tasks label: String) {
      self.label = "tasks " + label
      arguments = ["tasks"] + label.split(separator: " ").map(String.init)
    }
  }

  /// The sequences alone (`--big-sequences`), with a todo.txt file of their own.
  static func bigSequenceFigures(scratch: String) -> [String] {
    let todo = "\(scratch)/big-sequence.todo.txt"
    writeTodoTxt(lines: bigStoreTasks, to: todo)
    defer { remove(todo) }
    return bigStoreSequenceFigures(scratch: scratch, binary: siblingPath("puremvp"), todo: todo)
  }

  /// Runs the sequences and prints their figures; answers the bars they missed.
  static func bigStoreSequenceFigures(scratch: String, binary: String, todo: String) -> [String] {
    let script = "\(scratch)/big-sequence.script"
    writeScript(size: bigStoreTasks, to: script)
    defer { remove(script) }
    let tasks = bigStoreTasks
    let sequences: [(name: String, commands: [SequenceCommand])] = [
      (
        "an import undone",
        [
          SequenceCommand(
            "tasks import (\(grouped(tasks)) todo.txt lines)", ["tasks", "import", todo]),
          SequenceCommand(tasks: "undo"),
        ]
      ),
      (
        "toggles, then clear-completed",
        [SequenceCommand("run (\(grouped(tasks)) adds)", ["run", script])]
          + (1...5).map { SequenceCommand("tasks toggle-all (\($0))", ["tasks", "toggle-all"]) }
          + [SequenceCommand(tasks: "clear-completed")]
      ),
      (
        "mixed",
        [SequenceCommand("run (\(grouped(tasks)) adds)", ["run", script])]
          + [
            "complete-all", "undo", "complete 1 2 3", "toggle-all", "toggle-all", "favorite 5",
            "edit 7 edited", "clear-completed", "undo", "remove 10 11 12", "remove-all", "undo",
            "complete-all", "undo", "toggle-all", "undo", "undo", "undo", "undo", "add one more",
            "toggle-all", "clear-completed", "undo", "reopen 1", "undo", "undo", "undo", "undo",
            "undo", "undo", "complete-all", "toggle-all", "export --to todotxt", "undo",
          ].map { SequenceCommand(tasks: $0) }
      ),
    ]
    var failures: [String] = []
    for (index, sequence) in sequences.enumerated() {
      let store = "\(scratch)/big-sequence-\(index)"
      defer { remove(store) }
      print("")
      print(
        "sequence: \(sequence.name) (each command's peak, bar \(bigStoreBarKB / 1024) MB; "
          + "CPU; the tasks file after it):")
      for command in sequence.commands {
        guard
          let measured = measureProcess([binary, "--store", store] + command.arguments)
        else {
          failures.append("big store, \(sequence.name): `\(command.label)` failed")
          continue
        }
        let missed = measured.peakKB >= bigStoreBarKB
        print(
          "  " + pad(command.label, 40)
            + pad(fixed(Double(measured.peakKB) / 1024, 1), 8, right: true) + " MB"
            + pad(fixed(measured.cpuSeconds, 2), 7, right: true) + " s"
            + pad(fixed(Double(fileSize("\(store)/tasks")) / 1_048_576, 1), 9, right: true)
            + " MB file" + (missed ? "  over" : ""))
        if missed {
          failures.append(
            "big store, \(sequence.name): `\(command.label)` peaks at \(measured.peakKB / 1024) MB")
        }
      }
      failures += compareList(of: store, scratch: scratch, binary: binary, name: sequence.name)
    }
    return failures
  }

  /// Counts the instructions of `tasks list` on `store` and on a fresh store of the same
  /// tasks; prints both, answers the bar missed.
  private static func compareList(
    of store: String, scratch: String, binary: String, name: String
  ) -> [String] {
    guard let valgrind = findOnPath("valgrind") else {
      print("  tasks list against a fresh store: valgrind is not installed")
      return []
    }
    let backup = "\(scratch)/big-sequence-backup.json"
    let fresh = "\(scratch)/big-sequence-fresh"
    defer { remove(backup, fresh) }
    guard measureProcess([binary, "--store", store, "tasks", "export"], output: backup) != nil
    else { return ["big store, \(name): `tasks export` failed"] }
    // An empty backup imports nothing: the fresh store of no tasks is an empty one.
    if fileSize(backup) > 3 {
      guard run([binary, "--store", fresh, "tasks", "import", backup]) == 0 else {
        return ["big store, \(name): importing the backup into a fresh store failed"]
      }
    }
    func count(_ directory: String) -> Int? {
      callgrindCount(
        valgrind: valgrind, command: [binary, "--store", directory, "tasks", "list"],
        scratch: scratch)
    }
    guard let after = count(store), let base = count(fresh), base > 0 else {
      return ["big store, \(name): `tasks list` under valgrind failed"]
    }
    let ratio = Double(after) / Double(base)
    let missed = ratio > sequenceListRatioBar
    print(
      "  tasks list after it: \(grouped(after)) instructions; on a fresh store of the same "
        + "tasks \(grouped(base)) (\(fixed(ratio, 2))x, bar \(fixed(sequenceListRatioBar, 1))x)"
        + (missed ? "  over" : ""))
    return missed
      ? ["big store, \(name): `tasks list` costs \(fixed(ratio, 2))x a fresh store's"] : []
  }

  /// The size of the file at `path` in bytes; 0 when there is none.
  static func fileSize(_ path: String) -> Int {
    var status = stat()
    guard stat(path, &status) == 0 else { return 0 }
    return Int(status.st_size)
  }
}
