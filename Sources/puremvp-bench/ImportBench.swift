import SystemInterface

/// The import figures: `puremvp --store DIR tasks import FILE` with a 100,000-line todo.txt
/// file, into an empty file store, as a whole process: its wall time (printed with its aim,
/// under 1 s, not a bar: wall time moves with the host), and its memory, bounded by the
/// tasks it creates (a bar).
///
/// How: the file is generated once (priorities, dates, projects, contexts, `key:value`
/// tags, a fifth of the tasks done: what a real list holds); each round imports it into a
/// fresh store directory in a child process, timed from spawn to exit, its peak memory
/// taken from wait4. For scale, the same child then lists the store it made (`tasks list`,
/// which loads the same 100,000 tasks and nothing else): the import's peak should be that
/// of holding its tasks plus the file and its decoding, not a multiple of it.
extension Bench {
  static let importLines = 100_000
  static let importRounds = 5
  /// The wall-time aim for importing `importLines` lines, in seconds.
  static let importAimSeconds = 1.0

  /// Measures and prints the import figures; answers the bars it missed.
  static func importFigures(scratch: String) -> [String] {
    let binary = siblingPath("puremvp")
    let file = "\(scratch)/import-\(importLines).todo.txt"
    writeTodoTxt(lines: importLines, to: file)
    defer { _ = unlink(file) }
    var seconds: [Double] = []
    var importPeakKB = 0
    var listPeakKB = 0
    for round in 0..<importRounds {
      let store = "\(scratch)/import-store-\(round)"
      guard let imported = measureProcess([binary, "--store", store, "tasks", "import", file]),
        let listed = measureProcess([binary, "--store", store, "tasks", "list"])
      else { return ["import: `puremvp tasks import` failed"] }
      seconds.append(imported.seconds)
      importPeakKB = max(importPeakKB, imported.peakKB)
      listPeakKB = max(listPeakKB, listed.peakKB)
      _ = system("rm -rf '\(store)'")
    }
    seconds.sort()
    let median = seconds[seconds.count / 2]
    print(
      "`puremvp --store DIR tasks import FILE`, \(grouped(importLines)) todo.txt lines into an "
        + "empty store, whole process: median \(fixed(median * 1000, 0)) ms "
        + "(\(fixed(seconds[0] * 1000, 0))–\(fixed(seconds[seconds.count - 1] * 1000, 0)), "
        + "\(importRounds) runs; aim < \(fixed(importAimSeconds * 1000, 0)) ms); "
        + "peak \(fixed(Double(importPeakKB) / 1024, 1)) MB "
        + "(listing the \(grouped(importLines)) tasks it made: "
        + "\(fixed(Double(listPeakKB) / 1024, 1)) MB)")
    var failures: [String] = []
    // Bounded by the tasks: at most three times what holding them takes (the file's bytes,
    // its decoded tasks and the stored ones live at once, briefly), never a runaway.
    if importPeakKB > 3 * listPeakKB {
      failures.append(
        "import peak \(importPeakKB / 1024) MB is over 3 times the \(listPeakKB / 1024) MB "
          + "of holding its tasks")
    }
    return failures
  }

  /// Writes a todo.txt file of `lines` tasks, as a person's list looks.
  static func writeTodoTxt(lines: Int, to path: String) {
    guard let file = fopen(path, "w") else { return }
    defer { fclose(file) }
    let projects = ["+Home", "+Work", "+Garden", "+Book"]
    let contexts = ["@phone", "@desk", "@shop", "@car"]
    for number in 1...lines {
      let day = 1 + number % 28
      let date = "2026-03-" + (day < 10 ? "0" : "") + String(day)
      var line: String
      switch number % 5 {
      case 0: line = "x \(date) 2026-02-01 Finished task \(number)"
      case 1: line = "(A) \(date) Important task \(number)"
      case 2: line = "(C) Task \(number) with a priority"
      default: line = "\(date) Plain task \(number)"
      }
      line += " " + projects[number % projects.count] + " " + contexts[number % contexts.count]
      if number % 3 == 0 { line += " due:2026-04-\(day < 10 ? "0" : "")\(day)" }
      fputs(line + "\n", file)
    }
  }
}
