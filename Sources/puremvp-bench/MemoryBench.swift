import SystemInterface

/// The memory bar on a big store: every command on a store of 1,000,000 tasks peaks under
/// 200 MB — listing (text and JSON), exporting in each format, the bulk changes and their
/// undos, a command that loads the file those leave, and importing 1,000,000 tasks into an
/// empty store from each format.
///
/// How: the store is filled once by a script of a million adds; each command then runs as a
/// whole process, its peak memory taken from wait4. The commands run in the order a user
/// might, so each meets the store its predecessor left: the lists and exports read the store
/// as filled (two exports are kept as files to import later); `complete-all` changes every
/// task and `undo` puts them back; `clear-completed` of a million completed tasks, a list of
/// the file that leaves, and its undo; `remove-all` and its undo, then an export that loads
/// both from the file; then the imports, and on the store the Taskwarrior import left (every
/// task carrying foreign fields) a list, `complete-all`, its undo and an export. Then the
/// sequences of `bigStoreSequenceFigures`, each on a store of its own.
extension Bench {
  static let bigStoreTasks = 1_000_000
  /// The bar for every command on the big store, in KB.
  static let bigStoreBarKB = 200 * 1024

  /// Measures and prints each command's peak; answers the bars it missed.
  static func bigStoreFigures(scratch: String) -> [String] {
    let binary = siblingPath("puremvp")
    let store = "\(scratch)/big-store"
    let script = "\(scratch)/big-store.script"
    let todo = "\(scratch)/big-import.todo.txt"
    let importStore = "\(scratch)/big-import-store"
    let json = "\(scratch)/big-export.json"
    let taskwarrior = "\(scratch)/big-export.taskwarrior.json"
    defer { remove(store, script, todo, importStore, json, taskwarrior) }
    writeScript(size: bigStoreTasks, to: script)
    guard run([binary, "--store", store, "run", script]) == 0 else {
      return ["big store: could not fill a store of \(grouped(bigStoreTasks)) tasks"]
    }
    writeTodoTxt(lines: bigStoreTasks, to: todo)
    let tasks = ["--store", store, "tasks"]
    // Each import into a store of its own, emptied before it.
    let emptied = "rm -rf '\(importStore)'"
    let imported = ["--store", importStore, "tasks"]
    let commands: [(label: String, arguments: [String], output: String?, before: String?)] = [
      ("tasks list", tasks + ["list"], nil, nil),
      (
        "--format json tasks list", ["--store", store, "--format", "json", "tasks", "list"], nil,
        nil
      ),
      ("tasks export", tasks + ["export"], json, nil),
      ("tasks export --to todotxt", tasks + ["export", "--to", "todotxt"], nil, nil),
      (
        "tasks export --to taskwarrior", tasks + ["export", "--to", "taskwarrior"], taskwarrior, nil
      ),
      ("tasks complete-all", tasks + ["complete-all"], nil, nil),
      ("tasks undo (of complete-all)", tasks + ["undo"], nil, nil),
      ("tasks complete-all (again)", tasks + ["complete-all"], nil, nil),
      ("tasks clear-completed", tasks + ["clear-completed"], nil, nil),
      ("tasks list (the file it leaves)", tasks + ["list"], nil, nil),
      ("tasks undo (of clear-completed)", tasks + ["undo"], nil, nil),
      ("tasks remove-all", tasks + ["remove-all"], nil, nil),
      ("tasks undo (of remove-all)", tasks + ["undo"], nil, nil),
      ("tasks export --to todotxt (after)", tasks + ["export", "--to", "todotxt"], nil, nil),
      (
        "tasks import (1M todo.txt lines)", ["--store", importStore, "tasks", "import", todo], nil,
        emptied
      ),
      (
        "tasks import (1M-task JSON export)", ["--store", importStore, "tasks", "import", json],
        nil, emptied
      ),
      (
        "tasks import (1M-task Taskwarrior)",
        ["--store", importStore, "tasks", "import", taskwarrior], nil, emptied
      ),
      // The store that import left: every task carries Taskwarrior fields.
      ("tasks list (imported tasks)", imported + ["list"], nil, nil),
      ("tasks complete-all (imported tasks)", imported + ["complete-all"], nil, nil),
      ("tasks undo (imported tasks)", imported + ["undo"], nil, nil),
      (
        "tasks export --to taskwarrior (imported)", imported + ["export", "--to", "taskwarrior"],
        nil, nil
      ),
    ]
    print("")
    print(
      "peak memory, each command on a store of \(grouped(bigStoreTasks)) tasks "
        + "(bar \(bigStoreBarKB / 1024) MB):")
    var failures: [String] = []
    for command in commands {
      if let before = command.before { _ = system(before) }
      guard let measured = measureProcess([binary] + command.arguments, output: command.output)
      else {
        failures.append("big store: `\(command.label)` failed")
        continue
      }
      let missed = measured.peakKB >= bigStoreBarKB
      print(
        "  " + pad(command.label, 42)
          + pad(fixed(Double(measured.peakKB) / 1024, 1), 9, right: true)
          + " MB" + pad(fixed(measured.seconds, 2), 9, right: true) + " s"
          + (missed ? "  over" : ""))
      if missed {
        failures.append("big store: `\(command.label)` peaks at \(measured.peakKB / 1024) MB")
      }
    }
    return failures + bigStoreSequenceFigures(scratch: scratch, binary: binary, todo: todo)
  }
}
