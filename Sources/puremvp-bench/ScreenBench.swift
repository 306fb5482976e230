import SystemInterface

/// The screens' figures: the CPU time of one keystroke that stars a task, redraw included,
/// with 100,000 tasks in the store (printed with its aim, under 5 ms, not a bar: CPU time
/// moves with the host); and the memory of that session (bar 100 MB).
///
/// How: `puremvp --store DIR --keys FILE ui` runs as a child, once with a key script that
/// only opens the list (`key Down`) and once with that plus `toggles` presses of `s`, each
/// starring or unstarring the selected task. Both load the same 100,000 tasks, build the
/// list and draw; the difference of their CPU times (user + system, from wait4's rusage)
/// divided by `toggles` is one keystroke: the gesture through view → presenter → service →
/// gateway (one journal record, written at once), the frame, and the diffing renderer.
/// Rounds are interleaved and the median taken, as for the other workloads.
extension Bench {
  static let screenTasks = 100_000
  static let screenToggles = 2_000
  static let screenRounds = 5

  /// Measures and prints the screens' figures; answers the bars it missed.
  static func screens(scratch: String) -> [String] {
    let binary = siblingPath("puremvp")
    let store = "\(scratch)/screen-store"
    let script = "\(scratch)/screen-seed.script"
    writeScript(size: screenTasks, to: script)
    guard run([binary, "--store", store, "run", script]) == 0 else {
      return ["screens: could not fill the store"]
    }
    let baseKeys = "\(scratch)/screen-base.keys"
    let toggleKeys = "\(scratch)/screen-toggles.keys"
    writeText("key Down\n", to: baseKeys)
    writeText("key Down\n" + String(repeating: "key s\n", count: screenToggles), to: toggleKeys)
    var perKey: [Double] = []
    var peakKB = 0
    for _ in 0..<screenRounds {
      guard let base = measureProcess([binary, "--store", store, "--keys", baseKeys, "ui"]),
        let toggled = measureProcess([binary, "--store", store, "--keys", toggleKeys, "ui"])
      else { return ["screens: the key script failed"] }
      perKey.append((toggled.cpuSeconds - base.cpuSeconds) / Double(screenToggles) * 1000)
      peakKB = max(peakKB, toggled.peakKB)
    }
    perKey.sort()
    let median = perKey[perKey.count / 2]
    print(
      "screens, \(grouped(screenTasks)) tasks: one star keystroke \(fixed(median, 3)) ms of CPU "
        + "(median of \(screenRounds) rounds of \(screenToggles) keys, "
        + "\(fixed(perKey[0], 3))–\(fixed(perKey[perKey.count - 1], 3)); aim < 5 ms); "
        + "session peak \(fixed(Double(peakKB) / 1024, 1)) MB (bar 100 MB)")
    var failures: [String] = []
    if peakKB >= 100 * 1024 { failures.append("screens: peak memory \(peakKB / 1024) MB") }
    return failures
  }

  /// Writes `text` to a file at `path`, made or emptied.
  static func writeText(_ text: String, to path: String) {
    guard let file = fopen(path, "w") else { return }
    defer { fclose(file) }
    fputs(text, file)
  }
}
