import SystemInterface

/// What `puremvp check` costs, against `run` of the same commands. One guard, in instructions
/// (valgrind, when installed): the check of a transcript of 10,000 `tasks add` commands,
/// each with the line it writes, guarded at 2.5 times `run` of a script of the same
/// 10,000 lines in memory, with the transcript's clock and seed, both whole processes
/// (1.73x measured). The aim is the run plus the comparison (~1.05x), not met: the guard
/// catches a regression meanwhile.
///
/// The check does what the run does and compares: it reads the Markdown as one buffer, a
/// line a place in it; a plain `$` line's words are split from its bytes into one reused
/// `CommandWords`, as a script's line is; each command's output is captured and compared
/// with the expected bytes of the file, made into lines only when they differ.
/// The transcript is written without its output and filled by a
/// `check --update` first (not counted), so that the figure never depends on the wording.
extension Bench {
  /// How many commands the transcript and the script hold.
  static let checkCommands = 10_000
  /// How much dearer, in instructions, the check may be than the run.
  static let checkRatioBar = 2.5

  /// Measures and prints the check figure; answers the bar it missed.
  static func checkFigures(scratch: String) -> [String] {
    guard let valgrind = findOnPath("valgrind") else {
      print("check, instructions: valgrind is not installed (apt-get install valgrind)")
      return []
    }
    let binary = siblingPath("puremvp")
    let script = "\(scratch)/check-\(checkCommands).script"
    let transcript = "\(scratch)/check-\(checkCommands).md"
    defer { remove(script, transcript) }
    writeScript(size: checkCommands, to: script)
    writeText(
      "```console\n"
        + (1...checkCommands).map { "$ puremvp tasks add Task number \($0)\n" }.joined()
        + "```\n",
      to: transcript)
    guard run([binary, "check", "--update", transcript]) == 0 else {
      return ["check: could not fill the transcript's output"]
    }
    func count(_ arguments: [String]) -> Int? {
      callgrindCount(valgrind: valgrind, command: [binary] + arguments, scratch: scratch)
    }
    // The transcript's clock and seed, so that both runs do the same work.
    let clock = ["--now", "2026-01-01T09:00:00Z", "--seed", "0"]
    guard let checked = count(["check", transcript]),
      let ran = count(["--in-memory"] + clock + ["run", script]), ran > 0
    else { return ["check: valgrind could not run the puremvp binary, or the check failed"] }
    let ratio = Double(checked) / Double(ran)
    let missed = ratio > checkRatioBar
    print("")
    print(
      "check of a \(grouped(checkCommands))-command transcript: \(grouped(checked)) instructions; "
        + "`run` of the same commands \(grouped(ran)) (\(fixed(ratio, 2))x, "
        + "bar \(fixed(checkRatioBar, 1))x)" + (missed ? "  over" : ""))
    return missed ? ["check: a transcript costs \(fixed(ratio, 2))x the run of its commands"] : []
  }
}
