import Foundation
import SystemInterface
import TestSupport
import Testing

/// Where the store's housekeeping meets the other features: a compaction on a full disk, undo
/// after a compaction, and a session that loses a write.
@Suite struct HousekeepingTests {
  private let now = "2026-01-01T09:00:00Z"

  /// Writes `lines` as a script in `directory` and returns its path.
  private func script(_ lines: [String], named name: String, in directory: TemporaryDirectory)
    throws -> String
  {
    let path = directory.file(name)
    try FullDisk.write(lines.joined(separator: "\n") + "\n", to: path)
    return path
  }

  /// Mounts a tmpfs of `kibibytes` at a new directory in `directory`; `nil` where mounting is
  /// not allowed (not root, not Linux, a sandbox): the test then has nothing to run on.
  private func mountSmallDisk(kibibytes: Int, in directory: TemporaryDirectory) -> String? {
    let point = directory.file("disk")
    try? FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: false)
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount"),
      let run = try? runTool(
        "/bin/mount", ["-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", point]),
      run == 0
    else { return nil }
    return point
  }

  private func runTool(_ path: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.runAlone()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Fills the disk `point` is on with a file there, until a write fails.
  private func fill(_ point: String) {
    let fd = open(point + "/fill", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { return }
    defer { close(fd) }
    let block = [UInt8](repeating: 0, count: 4_096)
    while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
    let byte: [UInt8] = [0]
    while byte.withUnsafeBytes({ write(fd, $0.baseAddress, 1) }) > 0 {}
  }

  @Test func aFullDiskNeverTurnsASavedCommandIntoALostOne() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    guard let disk = mountSmallDisk(kibibytes: 128, in: directory) else { return }
    defer { _ = try? runTool("/bin/umount", [disk]) }
    let store = disk + "/store"
    let adds = try script(
      (1...1_100).map { "tasks add task \($0)" }, named: "adds", in: directory)
    let setUp = try FullDisk.run(["--store", store, "--now", now, "run", adds], limit: nil)
    #expect(setUp.status == 0, "\(setUp.stderr)")
    fill(disk)
    let removeAll = try FullDisk.run(["--store", store, "tasks", "remove-all"], limit: nil)
    #expect(removeAll.status == 0, "\(removeAll.stderr)")
    #expect(removeAll.stdout == "Removed 1100 tasks\n")
    for _ in 1...3 {
      let add = try FullDisk.run(["--store", store, "tasks", "add", "buy milk"], limit: nil)
      #expect(add.status == 0, "\(add.stderr)")
      #expect(add.stdout.hasPrefix("added #"))
    }
    let list = try FullDisk.run(["--store", store, "tasks", "list"], limit: nil)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.components(separatedBy: "buy milk").count - 1 == 3)
    let file = String(decoding: FullDisk.bytes(store + "/tasks"), as: UTF8.self)
    #expect(file.components(separatedBy: "buy milk").count - 1 == 3)
    // A compaction due on the full disk: the command is saved, one note says the file was
    // not compacted, and it is left as it was but for the command's record.
    let due = disk + "/due"
    try FileManager.default.createDirectory(atPath: due, withIntermediateDirectories: false)
    chmod(due, 0o700)
    try? FileManager.default.removeItem(atPath: disk + "/fill")
    try FullDisk.write(FullDisk.dueStore(tasks: 2), to: due + "/tasks")
    fill(disk)
    let before = FullDisk.bytes(due + "/tasks")
    let add = try FullDisk.run(["--store", due, "tasks", "add", "x"], limit: nil)
    #expect(add.status == 0, "\(add.stderr)")
    #expect(add.stdout.hasPrefix("added #3 "))
    #expect(
      add.stderr.wholeMatch(
        of: /puremvp: note: .+\/due\/tasks was not compacted: No space left on device; [^\n]+\n/)
        != nil, "\(add.stderr)")
    let after = FullDisk.bytes(due + "/tasks")
    #expect(after.prefix(before.count) == before && after.count > before.count)
    #expect(FullDisk.names(in: due) == [".lock", "tasks"])
  }

  @Test func theLastTenChangesAreUndoneFromTheNextProcessAfterACompaction() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // 1,100 tasks, 5,600 changes that fall out of the history, then ten changes the
    // compaction at the end must keep: a remove-all of the 1,100, an add, eight toggles.
    var lines = (1...1_100).map { "tasks add task \($0)" }
    lines += Array(repeating: "tasks toggle 1", count: 5_600)
    lines +=
      ["tasks remove-all", "tasks add after"] + Array(repeating: "tasks toggle 1101", count: 8)
    let changes = try script(lines, named: "changes", in: directory)
    let undos = try script(
      Array(repeating: "tasks undo", count: 10) + ["tasks list"], named: "undos", in: directory)
    // One process: the changes, then the undos.
    let single = directory.file("single")
    let inOne = try FullDisk.run(
      ["--store", single, "--now", now, "run", changes, undos], limit: nil)
    #expect(inOne.status == 0, "\(inOne.stderr)")
    // One process for the changes, which compacts the file at its end; one per undo.
    let split = directory.file("split")
    let setUp = try FullDisk.run(["--store", split, "--now", now, "run", changes], limit: nil)
    #expect(setUp.status == 0, "\(setUp.stderr)")
    let records = String(decoding: FullDisk.bytes(split + "/tasks"), as: UTF8.self)
      .split(separator: "\n").count
    #expect(records < lines.count / 2, "compacted")
    var outputs = ""
    for _ in 1...10 {
      let undo = try FullDisk.run(["--store", split, "--now", now, "tasks", "undo"], limit: nil)
      #expect(undo.status == 0, "\(undo.stderr)")
      outputs += undo.stdout
    }
    let list = try FullDisk.run(["--store", split, "tasks", "list"], limit: nil)
    outputs += list.stdout
    let afterChanges = try FullDisk.run(
      ["--store", directory.file("count"), "--now", now, "run", changes], limit: nil)
    #expect(inOne.stdout == afterChanges.stdout + outputs)
    #expect(list.stdout.hasSuffix("1100 items left\n"), "the remove-all is undone")
  }

  @Test func aSessionThatLosesAWriteSaysSoGoesOnAndEndsWith74() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let first = try FullDisk.run(["--store", store, "tasks", "add", "first"], limit: nil)
    #expect(first.status == 0, "\(first.stderr)")
    // Room for a short record, not for a long one.
    let size = FullDisk.bytes(store + "/tasks").count
    let limit = FullDisk.limits(from: size + 100, through: size + 611)[0]
    let (program, arguments) = FullDisk.command(["--store", store], limit: limit)
    let terminal = try PseudoTerminal(arguments, program: program)
    #expect(terminal.waitFor("puremvp> "))
    let long = String(repeating: "x", count: 490)
    terminal.type("tasks add \(long)")
    #expect(terminal.waitFor("; the command was not saved"))
    terminal.type("tasks remove 1")
    #expect(terminal.waitFor("removed #1"))
    terminal.type("exit")
    #expect(terminal.exitStatus() == 74)
    let list = try FullDisk.run(["--store", store, "tasks", "list"], limit: nil)
    #expect(list.stdout == "No tasks yet\n0 items left\n", "\(list.stdout)")
  }

  @Test func aScreenThatLosesAWriteShowsTheStoreGoesOnAndEndsWith74() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let first = try FullDisk.run(["--store", store, "tasks", "add", "first"], limit: nil)
    #expect(first.status == 0, "\(first.stderr)")
    // Room for two short records, not for a long one.
    let size = FullDisk.bytes(store + "/tasks").count
    // The lost add is the last gesture: nothing after it redraws the list.
    let keys = try script(
      ["text second", "key Enter", "text \(String(repeating: "x", count: 490))", "key Enter"],
      named: "keys", in: directory)
    let run = try FullDisk.run(
      ["--store", store, "--keys", keys, "--size", "100x12", "--snapshot", "ui", "tasks"],
      limit: FullDisk.limits(from: size + 200, through: size + 711)[0])
    #expect(run.status == 74, "\(run.stderr)")
    #expect(run.stderr.contains("; the command was not saved"), "\(run.stderr)")
    // The task before the lost one is on screen and saved; the lost one is not shown.
    #expect(!run.stdout.contains("xxxx"), "\(run.stdout)")
    #expect(run.stdout.contains("second") && run.stdout.contains("2 items left"), "\(run.stdout)")
    let list = try FullDisk.run(["--store", store, "tasks", "list"], limit: nil)
    #expect(list.stdout.hasSuffix("second\n2 items left\n"), "\(list.stdout)")
  }
}
