import SystemInterface

/// The memory bar on a big store: every command on a store of 1,000,000 tasks peaks under
/// 200 MB — listing (text and JSON), exporting in each format, completing every task and
/// undoing that, and importing 1,000,000 todo.txt lines into an empty store.
///
/// How: the store is filled once by a script of a million adds; each command then runs as a
/// whole process, its peak memory taken from wait4. The commands run in the order a user
/// might (the lists and exports read the store as filled; `complete-all` changes every
/// task; `undo` puts them back), so each meets the store its predecessor left.
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
    defer { _ = system("rm -rf '\(store)' '\(script)' '\(todo)' '\(importStore)'") }
    writeScript(size: bigStoreTasks, to: script)
    guard run([binary, "--store", store, "run", script]) == 0 else {
      return ["big store: could not fill a store of \(grouped(bigStoreTasks)) tasks"]
    }
    writeTodoTxt(lines: bigStoreTasks, to: todo)
    let commands: [(label: String, arguments: [String])] = [
      ("tasks list", ["--store", store, "tasks", "list"]),
      ("--format json tasks list", ["--store", store, "--format", "json", "tasks", "list"]),
      ("tasks export", ["--store", store, "tasks", "export"]),
      ("tasks export --to todotxt", ["--store", store, "tasks", "export", "--to", "todotxt"]),
      (
        "tasks export --to taskwarrior",
        ["--store", store, "tasks", "export", "--to", "taskwarrior"]
      ),
      ("tasks complete-all", ["--store", store, "tasks", "complete-all"]),
      ("tasks undo", ["--store", store, "tasks", "undo"]),
      ("tasks import (1M todo.txt lines)", ["--store", importStore, "tasks", "import", todo]),
    ]
    print("")
    print(
      "peak memory, each command on a store of \(grouped(bigStoreTasks)) tasks "
        + "(bar \(bigStoreBarKB / 1024) MB):")
    var failures: [String] = []
    for command in commands {
      guard let measured = measureProcess([binary] + command.arguments) else {
        failures.append("big store: `\(command.label)` failed")
        continue
      }
      let missed = measured.peakKB >= bigStoreBarKB
      print(
        "  " + pad(command.label, 36)
          + pad(fixed(Double(measured.peakKB) / 1024, 1), 9, right: true)
          + " MB" + pad(fixed(measured.seconds, 2), 9, right: true) + " s"
          + (missed ? "  over" : ""))
      if missed {
        failures.append("big store: `\(command.label)` peaks at \(measured.peakKB / 1024) MB")
      }
    }
    return failures
  }
}
