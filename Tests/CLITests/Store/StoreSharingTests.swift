import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Through the binary: an interactive session holds the store only while a command uses it,
/// so one-shot commands run in between and the session sees what they wrote; a process
/// that has to wait for the lock says so.
@Suite struct SessionSharingTests {
  @Test func aOneShotCommandRunsWhileASessionIsOpenAndTheSessionSeesIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let terminal = try PseudoTerminal(["--store", store])
    #expect(terminal.waitFor("puremvp> "))
    terminal.type("tasks add from the session")
    #expect(terminal.waitFor("added #1 [ ]   from the session"))

    // The session is open and idle: another process must not wait for it (the guard only
    // catches a hang; a session holding the lock would make this one exit 75).
    let other = try GuardedRunner.run(["--store", store, "tasks", "add", "from elsewhere"])
    #expect(!other.timedOut)
    #expect(other.result.status == 0, "\(other.result.stderr)")
    #expect(other.result.stdout == "added #2 [ ]   from elsewhere\n")
    #expect(other.result.stderr == "")

    terminal.type("tasks list")
    #expect(terminal.waitFor("#2 [ ]   from elsewhere"), "\(terminal.transcript)")
    // The session's next task follows the other process's: no ID is handed out twice.
    terminal.type("tasks add after")
    #expect(terminal.waitFor("added #3 [ ]   after"), "\(terminal.transcript)")
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)

    let list = try BinaryRunner.run(["--store", store, "tasks", "list"])
    #expect(
      list.stdout
        == "#1 [ ]   from the session\n#2 [ ]   from elsewhere\n#3 [ ]   after\n3 items left\n")
  }

  @Test func aLoginInAnotherProcessIsSeenByLoginStatusInTheSession() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let register = try BinaryRunner.run(
      ["--store", store, "login", "register", "ana@example.com", "s3cret-pass-word"])
    #expect(register.status == 0)
    let terminal = try PseudoTerminal(["--store", store])
    terminal.type("login status")
    #expect(terminal.waitFor("Not logged in"))

    let login = try GuardedRunner.run(
      ["--store", store, "login", "as", "ana@example.com", "--password-stdin"],
      stdin: Data("s3cret-pass-word\n".utf8))
    #expect(login.result.status == 0, "\(login.result.stderr)")

    terminal.type("login status")
    #expect(terminal.waitFor("Logged in as ana <ana@example.com>"), "\(terminal.transcript)")
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
  }

  @Test func aFileMadeCorruptMeanwhileFailsThatCommandAndTheSessionGoesOn() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let terminal = try PseudoTerminal(["--store", store])
    terminal.type("tasks add first")
    #expect(terminal.waitFor("added #1 [ ]   first"))
    let url = URL(fileURLWithPath: store + "/tasks")
    let good = try Data(contentsOf: url)
    try (good + Data("Z nonsense\n".utf8)).write(to: url)

    terminal.type("tasks list")
    #expect(terminal.waitFor("\(store)/tasks:3: corrupt store file"), "\(terminal.transcript)")
    try good.write(to: url)
    terminal.type("tasks list")
    #expect(terminal.waitFor("#1 [ ]   first"), "\(terminal.transcript)")
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
  }

  @Test(arguments: [
    ("en", "puremvp: note: waiting for the store lock held by another puremvp…\n"),
    ("es", "puremvp: note: esperando a que otro puremvp suelte el bloqueo del almacén…\n"),
  ])
  func aProcessWaitingForTheLockSaysSoOnceAndProceedsWhenItIsReleased(
    language: String, note: String
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    #expect(try BinaryRunner.run(["--store", store, "tasks", "add", "first"]).status == 0)

    // This test process plays the holder, taking both locks as the store does.
    let lockFile = open(store + "/.lock", O_RDWR)
    let storeDirectory = open(store, O_RDONLY | O_DIRECTORY)
    #expect(lockFile >= 0 && storeDirectory >= 0)
    defer {
      close(lockFile)
      close(storeDirectory)
    }
    #expect(flock(lockFile, LOCK_EX) == 0)
    #expect(flock(storeDirectory, LOCK_EX) == 0)

    let errors = directory.file("stderr")
    #expect(FileManager.default.createFile(atPath: errors, contents: nil))
    let process = Process()
    process.executableURL = GoldenCase.binary
    process.arguments = ["--store", store, "--lang", language, "tasks", "add", "second"]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
    try process.runAlone()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    // Read until the note appears; the limit is a guard against a hang.
    var said = ""
    let guardLimit = Date().addingTimeInterval(20)
    while !said.contains("\n"), Date() < guardLimit {
      Thread.sleep(forTimeInterval: 0.05)
      said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    }
    #expect(said == note)
    #expect(process.isRunning)

    flock(lockFile, LOCK_UN)
    flock(storeDirectory, LOCK_UN)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try String(contentsOfFile: errors, encoding: .utf8) == note)
    let list = try BinaryRunner.run(["--store", store, "tasks", "list"])
    #expect(list.stdout == "#1 [ ]   first\n#2 [ ]   second\n2 items left\n")
  }
}
