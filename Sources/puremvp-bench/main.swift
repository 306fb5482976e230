import CLI
import SystemInterface

// puremvp-bench: the performance bars (PERFORMANCE.md), measured through the whole stack.
//
// Each workload runs in a child process (this binary with `--workload`), so that its peak
// memory (the child's maximum resident set, from wait4) is its own and not the sum of
// earlier runs. The child runs the script through `PureMVP.main` exactly as the `puremvp`
// binary would — parse, view, presenter, service, gateway, output — with output sent to a
// null sink, and prints its wall time.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--workload", arguments.count == 3 {
  exit(Bench.runWorkload(mode: arguments[1], script: arguments[2]))
}
if arguments.first == "--login" {
  // Only the login figures: they take seconds, the whole table takes minutes.
  exit(Bench.loginMain())
}
// Only one group of figures, each a few seconds where the whole table takes minutes
// (`swift run -c release puremvp-bench --instructions`): the screens', the import's, the
// instruction counts (when valgrind is installed), each command's peak memory on a store
// of a million tasks (and the sequences of commands on such a store alone), the work
// that must grow linearly (an undo, typing), what a dry run costs against a real one, or
// what a transcript's check costs against a run of its commands.
let groups: [String: (String) -> [String]] = [
  "--screens": Bench.screens,
  "--import": Bench.importFigures,
  "--instructions": Bench.instructionFigures,
  "--big-store": Bench.bigStoreFigures,
  "--big-sequences": Bench.bigSequenceFigures,
  "--linear": Bench.linearFigures,
  "--dry-run": Bench.dryRunFigures,
  "--check": Bench.checkFigures,
]
if let first = arguments.first, let figures = groups[first] {
  let scratch = Bench.makeScratchDirectory()
  let failures = figures(scratch)
  _ = system("rm -rf '\(scratch)'")
  for failure in failures { print("BAR MISSED: \(failure)") }
  exit(failures.isEmpty ? 0 : 1)
}
exit(Bench.main())
