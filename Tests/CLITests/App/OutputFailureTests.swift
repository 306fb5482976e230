import Foundation
import TestSupport
import Testing

/// Standard output that cannot be written: a full device is an error, a reader that went
/// away ends the run quietly.
@Suite struct OutputFailureTests {
  @Test(arguments: [["oracle", "answers"], ["--format", "json", "tasks", "add", "x"]])
  func aFullDeviceIsOneErrorLineAndExit74(command: [String]) throws {
    let run = try GuardedRunner.run(
      ["-c", "exec \"$0\" --in-memory \"$@\" >/dev/full"] + [GoldenCase.binary.path] + command,
      program: URL(fileURLWithPath: "/bin/sh"))
    #expect(run.result.status == 74)
    #expect(
      run.result.stderr == "puremvp: error: cannot write standard output: No space left on device\n"
    )
  }

  /// Help, the version and the completion scripts are output like any command's: a full
  /// device is the same one line and exit 74, not a silent success.
  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")),
    arguments: [
      ["help"], ["--help"], ["--version"], ["completions", "bash"], ["completions", "zsh"],
      ["completions", "fish"], ["help", "tasks"], ["help", "tasks", "add"], ["help", "run"],
    ])
  func helpVersionAndCompletionsToAFullDeviceAreOneErrorLineAndExit74(command: [String]) throws {
    let run = try GuardedRunner.run(
      ["-c", "exec \"$0\" \"$@\" >/dev/full"] + [GoldenCase.binary.path] + command,
      program: URL(fileURLWithPath: "/bin/sh"))
    let line = "puremvp: error: cannot write standard output: No space left on device\n"
    #expect(run.result.status == 74, "\(command)")
    #expect(run.result.stderr == line, "\(command)")
  }

  @Test func aCommandSavedBeforeItsOutputFailedStaysSaved() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try GuardedRunner.run(
      [
        "-c", "exec \"$0\" --store \"$1\" tasks add Buy milk >/dev/full", GoldenCase.binary.path,
        directory.path,
      ],
      program: URL(fileURLWithPath: "/bin/sh"))
    #expect(run.result.status == 74)
    let list = try BinaryRunner.run(["--store", directory.path, "tasks", "list"])
    #expect(list.stdout == "#1 [ ]   Buy milk\n1 item left\n")
  }

  /// A one-shot command saved before its output failed says so, with the IDs of the tasks
  /// it changed where it has them, so that nobody runs it again into a duplicate; one that
  /// saved nothing (a list) says only that the output failed.
  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")),
    arguments: [
      (["tasks", "add", "z"], "; the command was saved all the same (#3): do not run it again"),
      (
        ["tasks", "favorite", "1", "#2"],
        "; the command was saved all the same (#1, #2): do not run it again"
      ),
      (["tasks", "clear-completed"], "; the command was saved all the same: do not run it again"),
      (
        ["login", "register", "ana@example.com", "s3cret-pass-word", "Ana"],
        "; the command was saved all the same: do not run it again"
      ),
      (["tasks", "list"], ""),
      (["oracle", "ask", "Will it rain?"], ""),
    ])
  func aSavedCommandWhoseOutputFailedSaysItWasSaved(command: [String], saved: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let setUp = try BinaryRunner.run(
      ["--store", store, "run", "-"],
      stdin: Data("tasks add x\ntasks add y\ntasks complete 1\n".utf8))
    #expect(setUp.status == 0)
    let run = try GuardedRunner.run(
      [
        "-c",
        "program=\"$0\" store=\"$1\"; shift; exec \"$program\" --store \"$store\" \"$@\" >/dev/full",
        GoldenCase.binary.path, store,
      ] + command,
      program: URL(fileURLWithPath: "/bin/sh"))
    #expect(run.result.status == 74)
    #expect(
      run.result.stderr
        == "puremvp: error: cannot write standard output: No space left on device\(saved)\n")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func theSavedCommandIsSaidInSpanishToo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try GuardedRunner.run(
      [
        "-c", "exec \"$0\" --lang es --store \"$1\" tasks add z >/dev/full",
        GoldenCase.binary.path, directory.file("store"),
      ],
      program: URL(fileURLWithPath: "/bin/sh"))
    #expect(run.result.status == 74)
    #expect(
      run.result.stderr
        == "puremvp: error: no se puede escribir la salida estándar: No queda espacio en el "
        + "dispositivo; la orden se guardó igualmente (#1): no la repitas\n")
  }

  @Test func aClosedPipeEndsTheRunQuietlyWithTheStatusOfSIGPIPE() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("adds.script")
    let lines = (1...20_000).map { "tasks add task \($0)\n" }.joined()
    try Data(lines.utf8).write(to: URL(fileURLWithPath: script))
    let store = directory.file("store")
    let run = try GuardedRunner.run(
      [
        "-c", "\"$0\" --store \"$1\" run \"$2\" | head -1; echo \"status ${PIPESTATUS[0]}\" >&2",
        GoldenCase.binary.path, store, script,
      ],
      program: URL(fileURLWithPath: "/bin/bash"))
    #expect(run.result.stdout == "added #1 [ ]   task 1\n")
    #expect(run.result.stderr == "status 141\n")
    // The run stopped: fewer than all the adds ran, and those that ran are saved whole.
    let list = try BinaryRunner.run(["--store", store, "--format", "json", "tasks", "list"])
    #expect(list.status == 0)
    #expect(!list.stdout.contains("\"text\":\"task 20000\""))
  }
}
