import SystemInterface

/// The bars of work that must grow linearly, each as a ratio or a time with wide margins:
///
/// - An undo of a bulk change leaves later commands as fast as before it. A store of 26,000
///   tasks of 70 characters; `tasks complete` of 6,000 of them, then `clear-completed`; a
///   copy of the store is taken, then `tasks undo` puts the 6,000 back. A later command
///   (`tasks list`, which loads the whole file) costs at most 1.5 times as much on the store
///   after the undo as on the copy before it, counted in instructions when valgrind is
///   installed, else in CPU time. (Before the undo kept its records compact, every later
///   command cost over a hundred times as much.)
/// - Typing N characters into a screen's text field costs O(N): 5,000 characters, each
///   typed and drawn as a key of its own (`text x` lines of a key script), under 0.5 s of CPU.
extension Bench {
  static let linearTasks = 26_000
  static let linearUndone = 6_000
  static let typedCharacters = 5_000

  /// Measures and prints the linear-work figures; answers the bars they missed.
  static func linearFigures(scratch: String) -> [String] {
    let binary = siblingPath("puremvp")
    let store = "\(scratch)/linear-store"
    let before = "\(scratch)/linear-before-undo"
    let script = "\(scratch)/linear.script"
    let keys = "\(scratch)/linear.keys"
    defer { remove(store, before, script, keys) }
    var lines = ""
    for number in 1...linearTasks {
      let text = "Task number \(number) "
      lines += "tasks add " + text + String(repeating: "x", count: max(0, 70 - text.count)) + "\n"
    }
    writeText(lines, to: script)
    let completed = (1...linearUndone).map(String.init)
    guard run([binary, "--store", store, "run", script]) == 0,
      run([binary, "--store", store, "tasks", "complete"] + completed) == 0,
      run([binary, "--store", store, "tasks", "clear-completed"]) == 0,
      system("cp -R '\(store)' '\(before)'") == 0,
      run([binary, "--store", store, "tasks", "undo"]) == 0
    else { return ["linear work: could not build the stores of the undo"] }
    var failures: [String] = []
    let probe = ["tasks", "list"]
    let valgrind = findOnPath("valgrind")
    let unit = valgrind == nil ? "s of CPU" : "instructions"
    func cost(_ store: String) -> Double? {
      if let valgrind {
        return callgrindCount(
          valgrind: valgrind, command: [binary, "--store", store] + probe, scratch: scratch
        ).map(Double.init)
      }
      return measureProcess([binary, "--store", store] + probe)?.cpuSeconds
    }
    if let first = cost(before), let second = cost(store), first > 0 {
      let ratio = second / first
      print(
        "undo of \(grouped(linearUndone)) of \(grouped(linearTasks)) tasks, then `tasks list`: "
          + "\(fixed(ratio, 2)) times its cost before the undo "
          + "(\(figure(first, unit)) -> \(figure(second, unit)); bar 1.5)")
      if ratio > 1.5 { failures.append("a command after an undo costs \(fixed(ratio, 2)) times") }
    } else {
      failures.append("linear work: could not list the stores of the undo")
    }
    writeText(String(repeating: "text x\n", count: typedCharacters), to: keys)
    if let typed = measureProcess([binary, "--in-memory", "--keys", keys, "ui", "tasks"]) {
      print(
        "\(grouped(typedCharacters)) characters typed into a screen field, each drawn: "
          + "\(fixed(typed.cpuSeconds, 3)) s of CPU (bar 0.5 s)")
      if typed.cpuSeconds >= 0.5 {
        failures.append("typing: \(fixed(typed.cpuSeconds, 3)) s of CPU")
      }
    } else {
      failures.append("typing: the key script failed")
    }
    return failures
  }

  /// `value` in `unit`: a count grouped by thousands, or seconds to the millisecond.
  private static func figure(_ value: Double, _ unit: String) -> String {
    unit == "instructions" ? "\(grouped(Int(value))) \(unit)" : "\(fixed(value, 3)) \(unit)"
  }
}
