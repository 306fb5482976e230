import Foundation
import SystemInterface
import TestSupport
import Testing

/// The uid that stands for "another user": `nobody` on Linux.
private let otherUser: uid_t = 65_534

/// Whether this process may give files away to another uid, which is how a test plays the
/// second user of a machine.
private let isRoot = geteuid() == 0

/// Whether this process may make a private mount namespace (`unshare -m`) and bind-mount a
/// directory read-only in it: the only way a test run as root gets a store it cannot write.
private let canMountReadOnly: Bool = {
  guard isRoot, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
    return false
  }
  let probe = Process()
  probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
  // A directory of our own, bound onto itself, in a namespace that dies with the probe.
  probe.arguments = [
    "-m", "/bin/sh", "-c",
    "d=$(mktemp -d) && mount --bind \"$d\" \"$d\" && mount -o remount,ro,bind \"$d\" && umount \"$d\"; s=$?; rmdir \"$d\"; exit $s",
  ]
  probe.standardOutput = FileHandle.nullDevice
  probe.standardError = FileHandle.nullDevice
  guard (try? probe.runAlone()) != nil else { return false }
  probe.waitUntilExit()
  return probe.terminationStatus == 0
}()

/// The bytes of the file at `path`, or `nil` when there is none.
private func contents(_ path: String) -> Data? {
  try? Data(contentsOf: URL(fileURLWithPath: path))
}

/// The `lstat` of `path`: the entry itself, never what a symlink points to.
private func entry(_ path: String) -> stat? {
  var info = stat()
  return lstat(path, &info) == 0 ? info : nil
}

/// The permission bits of `path`.
private func permissions(_ path: String) -> mode_t? {
  entry(path).map { $0.st_mode & 0o7777 }
}

/// A command that loads each gateway file.
private let commandLoading: [String: [String]] = [
  "tasks": ["tasks", "add", "x"],
  "accounts": ["login", "as", "ana@example.com", "long-enough"],
  "session": ["login", "logout"],
  "answers": ["oracle", "ask"],
  ".lock": ["tasks", "add", "x"],
]

/// A valid file of each gateway, so that a program that follows a link finds nothing wrong.
private let validFile: [String: String] = [
  "tasks": "puremvp-tasks 1\nT 1 -- outside\n",
  "accounts": "puremvp-accounts 1\n",
  "session": "puremvp-session 1\n",
  "answers": "puremvp-answers 1\n+ Yes\n",
]

/// The store trusts no one else: what another local user can plant in or around a store —
/// symlinks, FIFOs, directories of their own, loose permissions — is refused or not
/// followed, and never makes the program write outside the store, hang, or let two writers in.
@Suite struct HostileFileSystemTests {
  /// The attack on the compaction's temporary file: today's name is `tasks.tmp-PID`. The
  /// shell plants the link under exactly that name for its own PID, then becomes the program.
  @Test func aSymlinkPlantedUnderTheOldTemporaryNameIsNotFollowed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("shared")
    #expect(mkdir(store, 0o777) == 0)
    chmod(store, 0o777)
    let victim = directory.file("victim")
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
    let run = try GuardedRunner.run(
      [
        "-c",
        "ln -s \"$2\" \"$1/tasks.tmp-$$\" && exec \"$0\" --store \"$1\" --now 1970-01-01T00:00:05Z"
          + " tasks add x",
        GoldenCase.binary.path, store, victim,
      ],
      program: URL(fileURLWithPath: "/bin/sh"))
    #expect(!run.timedOut)
    #expect(run.result.status == 0, "\(run.result)")
    #expect(contents(victim) == Data("precious\n".utf8))
    #expect(entry(store + "/tasks").map { $0.st_mode & S_IFMT } == S_IFREG)
    let tasks = String(decoding: contents(store + "/tasks") ?? Data(), as: UTF8.self)
    #expect(tasks.maskingUUIDs == "puremvp-tasks 2\nA 1 -- 5 - UUID x\n")
  }

  @Test(arguments: ["tasks", "accounts", "session", "answers"])
  func aSymlinkAtAStoreFileIsRefusedWith65AndNotFollowed(file: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let target = directory.file("target")
    let original = Data((validFile[file] ?? "").utf8)
    try original.write(to: URL(fileURLWithPath: target))
    let path = store + "/" + file
    unlink(path)
    #expect(symlink(target, path) == 0)
    let tasks = contents(store + "/tasks")
    let run = try GuardedRunner.run(["--store", store] + (commandLoading[file] ?? []))
    expectRefused(run, status: 65, mentioning: [path])
    #expect(contents(target) == original)
    #expect(entry(path).map { $0.st_mode & S_IFMT } == S_IFLNK)
    if file != "tasks" { #expect(contents(store + "/tasks") == tasks) }
  }

  /// `--trace-file` names a file to overwrite: a link planted at that name by another user
  /// would have the trace overwrite a file of theirs choosing.
  @Test func aSymlinkAtTheTraceFileIsRefusedWith74AndNotFollowed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let victim = directory.file("victim")
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
    let trace = directory.file("trace")
    #expect(symlink(victim, trace) == 0)
    let run = try GuardedRunner.run(["--in-memory", "--trace-file", trace, "tasks", "add", "x"])
    expectRefused(run, status: 74, mentioning: [trace])
    #expect(contents(victim) == Data("precious\n".utf8))
  }

  @Test func aTraceFileOfOursIsEmptiedBeforeTheTraceIsWritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let trace = directory.file("trace")
    try Data(String(repeating: "old line\n", count: 1_000).utf8).write(
      to: URL(fileURLWithPath: trace))
    let run = try GuardedRunner.run(["--in-memory", "--trace-file", trace, "tasks", "add", "x"])
    #expect(run.result.status == 0, "\(run.result)")
    let written = String(decoding: contents(trace) ?? Data(), as: UTF8.self)
    #expect(written.contains("add(text:"))
    #expect(!written.contains("old line"))
  }

  @Test func aSymlinkAtTheLockIsRefusedWith65AndNotFollowed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let lock = store + "/.lock"
    let elsewhere = directory.file("elsewhere")
    unlink(lock)
    #expect(symlink(elsewhere, lock) == 0)
    let tasks = contents(store + "/tasks")
    let run = try GuardedRunner.run(["--store", store, "tasks", "add", "x"])
    expectRefused(run, status: 65, mentioning: [lock])
    #expect(!FileManager.default.fileExists(atPath: elsewhere), "the link was followed")
    #expect(contents(store + "/tasks") == tasks)
  }

  /// People keep data on other disks: the path given may itself be a link to our directory.
  @Test func aStorePathThatIsASymlinkToOurDirectoryIsUsed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let real = try makeStore(in: directory)
    let link = directory.file("link")
    #expect(symlink(real, link) == 0)
    let run = try GuardedRunner.run(["--store", link, "tasks", "add", "third"])
    #expect(run.result.status == 0, "\(run.result)")
    #expect(run.result.stderr.isEmpty)
    let list = try GuardedRunner.run(["--store", real, "tasks", "list"])
    #expect(list.result.stdout.contains("#3 [ ]   third"), "\(list.result)")
    #expect(entry(link).map { $0.st_mode & S_IFMT } == S_IFLNK)
  }

  /// A store of another user, directly or through a link they own, in a directory that
  /// everyone can write (as `/tmp` is): never used, whatever its mode.
  @Test(
    .enabled(if: isRoot, "only root can make a directory that another uid owns"),
    arguments: [("direct", 0o700), ("direct", 0o777), ("link", 0o700), ("link", 0o777)])
  func aStoreDirectoryOfAnotherUserIsRefusedWith74(way: String, mode: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let place = directory.file("tmp")
    #expect(mkdir(place, 0o777) == 0)
    chmod(place, 0o1777)
    let theirs = place + "/theirs"
    #expect(mkdir(theirs, 0o700) == 0)
    chmod(theirs, mode_t(mode))
    chown(theirs, otherUser, otherUser)
    var store = theirs
    if way == "link" {
      store = place + "/link"
      #expect(symlink(theirs, store) == 0)
      lchown(store, otherUser, otherUser)
    }
    let run = try GuardedRunner.run(["--store", store, "tasks", "list"])
    expectRefused(run, status: 74, mentioning: [store, "\(otherUser)"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: theirs).isEmpty)
    #expect(permissions(theirs) == mode_t(mode))
  }

  @Test(.enabled(if: isRoot, "only root can give a store away to another uid"))
  func aStoreWithAFileOfAnotherUserIsRefusedWith65() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    chown(store + "/tasks", otherUser, otherUser)
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store, "tasks", "add", "x"])
    expectRefused(run, status: 65, mentioning: [store + "/tasks", "\(otherUser)"])
    #expect(try StoreSnapshot(of: store) == before)
  }

  @Test(arguments: [0o777, 0o755, 0o770])
  func aStoreDirectoryOfOursOpenToOthersIsSetTo0700WithANote(mode: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    chmod(store, mode_t(mode))
    let run = try GuardedRunner.run(["--store", store, "tasks", "list"])
    #expect(run.result.status == 0, "\(run.result)")
    #expect(run.result.stdout == "#1 [ ]   first\n#2 [ ]   second\n2 items left\n")
    let octal = String(mode, radix: 8)
    #expect(
      run.result.stderr.hasPrefix("puremvp: note: \(store): ")
        && run.result.stderr.contains("0\(octal)") && run.result.stderr.contains("0700")
        && run.result.stderr.filter { $0 == "\n" }.count == 1,
      "\(run.result.stderr)")
    #expect(permissions(store) == 0o700)
    let again = try GuardedRunner.run(["--store", store, "tasks", "list"])
    #expect(again.result.stderr.isEmpty, "the note is given once: \(again.result.stderr)")
  }

  @Test(arguments: ["tasks", ".lock"])
  func aStoreFileOpenToOthersIsSetTo0600WithANote(file: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let path = store + "/" + file
    chmod(path, 0o666)
    let run = try GuardedRunner.run(["--store", store, "tasks", "list"])
    #expect(run.result.status == 0, "\(run.result)")
    #expect(
      run.result.stderr.hasPrefix("puremvp: note: \(path): ")
        && run.result.stderr.contains("0666") && run.result.stderr.contains("0600")
        && run.result.stderr.filter { $0 == "\n" }.count == 1,
      "\(run.result.stderr)")
    #expect(permissions(path) == 0o600)
  }

  /// Opening a FIFO for reading waits for a writer that never comes: the type must be
  /// known without waiting, and the file refused.
  @Test(arguments: ["tasks", "accounts", "session", "answers", ".lock"])
  func aFIFOAtAStoreFileIsRefusedWith65WithoutHanging(file: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let path = store + "/" + file
    unlink(path)
    #expect(mkfifo(path, 0o600) == 0)
    let tasks = file == "tasks" ? nil : contents(store + "/tasks")
    let run = try GuardedRunner.run(["--store", store] + (commandLoading[file] ?? []))
    expectRefused(run, status: 65, mentioning: [path, "not a regular file"])
    #expect(entry(path).map { $0.st_mode & S_IFMT } == S_IFIFO)
    if let tasks { #expect(contents(store + "/tasks") == tasks) }
  }

  @Test(arguments: ["tasks", "accounts", "session", "answers"])
  func aFIFOInFixturesIsRefusedWith65WithoutHanging(file: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file(file)
    #expect(mkfifo(path, 0o600) == 0)
    let run = try GuardedRunner.run(["--fixtures", directory.path] + (commandLoading[file] ?? []))
    expectRefused(run, status: 65, mentioning: [path, "not a regular file"])
  }

  /// Fixtures are only read, often from a checkout: a file there may be a link (git keeps
  /// them) and may belong to whoever cloned the repository, with the usual mode 0644.
  @Test func fixturesMayBeLinksToFilesOfAnyOwner() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fixtures = directory.file("fixtures")
    #expect(mkdir(fixtures, 0o755) == 0)
    let shared = directory.file("common-tasks")
    try Data("puremvp-tasks 1\nT 7 -- from a link\n".utf8).write(to: URL(fileURLWithPath: shared))
    chmod(shared, 0o644)
    if isRoot { chown(shared, otherUser, otherUser) }
    #expect(symlink("../common-tasks", fixtures + "/tasks") == 0)
    let run = try GuardedRunner.run(["--fixtures", fixtures, "tasks", "list"])
    #expect(run.result.status == 0, "\(run.result)")
    #expect(run.result.stdout == "#7 [ ]   from a link\n1 item left\n")
    #expect(run.result.stderr.isEmpty)
    #expect(permissions(shared) == 0o644)
  }

  /// A temporary file left by a killed process is removed by the next one that holds the
  /// lock; anything that is not our own regular file under our own pattern is left alone.
  @Test func aStaleTemporaryFileIsRemovedOnceTheLockIsHeld() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let victim = directory.file("victim")
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
    let stale = ["tasks.tmp-4242", "accounts.tmp-0123456789abcdef", "session.tmp-1"]
    let kept = ["notes.tmp-1", "tasks.tmp-", "tasks.tmp-1x"]
    for name in stale + kept {
      try Data("partial".utf8).write(to: URL(fileURLWithPath: store + "/" + name))
    }
    #expect(mkdir(store + "/tasks.tmp-2", 0o700) == 0)
    #expect(symlink(victim, store + "/tasks.tmp-3") == 0)
    if isRoot {
      try Data().write(to: URL(fileURLWithPath: store + "/tasks.tmp-5"))
      chown(store + "/tasks.tmp-5", otherUser, otherUser)
    }
    let run = try GuardedRunner.run(["--store", store, "tasks", "list"])
    #expect(run.result.status == 0, "\(run.result)")
    for name in stale { #expect(entry(store + "/" + name) == nil, "\(name) removed") }
    for name in kept + ["tasks.tmp-2", "tasks.tmp-3"] + (isRoot ? ["tasks.tmp-5"] : []) {
      #expect(entry(store + "/" + name) != nil, "\(name) kept")
    }
    #expect(contents(victim) == Data("precious\n".utf8))
  }

  /// `rm S/.lock` while a writer holds it: a second writer creates and locks a new `.lock`,
  /// yet must not get in while the first is still at work, or both hand out the same ID.
  @Test func aDeletedLockDoesNotLetASecondWriterIn() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let first = Process()
    first.executableURL = GoldenCase.binary
    first.arguments = ["--store", store, "--format", "json", "run", "-"]
    let input = Pipe()
    let firstOutput = Pipe()
    first.standardInput = input
    first.standardOutput = firstOutput
    first.standardError = FileHandle.nullDevice
    try first.run()
    input.fileHandleForWriting.write(Data("tasks add from the first\n".utf8))
    // The first writer holds the lock once our own non-blocking attempt on it fails.
    let probe = open(store + "/.lock", O_RDONLY)
    #expect(probe >= 0)
    var attempts = 0
    while attempts < 4_000, flock(probe, LOCK_EX | LOCK_NB) == 0 {
      flock(probe, LOCK_UN)
      usleep(5_000)
      attempts += 1
    }
    close(probe)
    #expect(attempts < 4_000, "the first writer never took the lock")
    #expect(unlink(store + "/.lock") == 0)

    let second = Process()
    second.executableURL = GoldenCase.binary
    second.arguments = ["--store", store, "--format", "json", "tasks", "add", "from the second"]
    let secondOutput = Pipe()
    second.standardOutput = secondOutput
    second.standardError = FileHandle.nullDevice
    let secondDone = DispatchSemaphore(value: 0)
    second.terminationHandler = { _ in secondDone.signal() }
    try second.run()
    // Give a second writer that wrongly gets in the time to finish; a right one waits.
    _ = secondDone.wait(timeout: .now() + 2)
    input.fileHandleForWriting.closeFile()
    let firstPrinted = firstOutput.fileHandleForReading.readDataToEndOfFile()
    first.waitUntilExit()
    let secondPrinted = secondOutput.fileHandleForReading.readDataToEndOfFile()
    second.waitUntilExit()

    #expect(first.terminationStatus == 0)
    #expect(second.terminationStatus == 0)
    #expect(String(decoding: firstPrinted, as: UTF8.self).contains("\"id\":3,"))
    #expect(String(decoding: secondPrinted, as: UTF8.self).contains("\"id\":4,"))
    let list = try GuardedRunner.run(["--store", store, "--format", "json", "tasks", "list"])
    let ids = list.result.stdout.matches(of: /"id":(\d+)/).compactMap { Int($0.1) }
    #expect(ids == [1, 2, 3, 4], "\(list.result)")
  }

  /// `.lock` replaced while a writer waits on the old file: once it gets the old file's lock,
  /// that lock excludes no one, so it must lock the new `.lock`, which another writer holds.
  @Test func aWriterThatLockedAReplacedLockFileWaitsForTheNewOne() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let old = open(store + "/.lock", O_RDWR)
    #expect(flock(old, LOCK_EX) == 0)
    let writer = Process()
    writer.executableURL = GoldenCase.binary
    writer.arguments = ["--store", store, "tasks", "add", "third"]
    writer.standardOutput = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    writer.terminationHandler = { _ in done.signal() }
    try writer.run()
    // Time for the writer to open the old file and wait on it.
    Thread.sleep(forTimeInterval: 0.5)
    let replacement = store + "/.lock-new"
    let new = open(replacement, O_RDWR | O_CREAT, 0o600)
    #expect(flock(new, LOCK_EX) == 0)
    #expect(rename(replacement, store + "/.lock") == 0)
    flock(old, LOCK_UN)
    close(old)
    let wentIn = done.wait(timeout: .now() + 1) == .success
    #expect(!wentIn, "the writer went in on a lock file no longer at .lock")
    flock(new, LOCK_UN)
    close(new)
    if !wentIn { done.wait() }
    #expect(writer.terminationStatus == 0)
  }

  /// A store on a read-only file system (a read-only bind mount in a private mount
  /// namespace: as root, permission bits would not stop a write) can be read, with a note.
  @Test(
    .enabled(if: canMountReadOnly, "needs root and unshare -m for a read-only bind mount"),
    arguments: [
      (["tasks", "list"], 0), (["login", "status"], 0), (["oracle", "answers"], 0),
      (["tasks", "add", "x"], 74), (["login", "logout"], 0),
    ])
  func aReadOnlyStoreCanBeReadButNotWritten(command: [String], status: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(
      [
        "-m", "/bin/sh", "-c",
        "mount --bind \"$1\" \"$1\" && mount -o remount,ro,bind \"$1\" && exec \"$0\" --store \"$@\"",
        GoldenCase.binary.path, store,
      ] + command,
      program: URL(fileURLWithPath: "/usr/bin/unshare"))
    #expect(!run.timedOut)
    #expect(run.result.status == Int32(status), "\(run.result)")
    let lines = run.result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "one line on stderr: \(run.result.stderr)")
    if status == 0 {
      #expect(
        run.result.stderr.hasPrefix("puremvp: note: \(store): ")
          && run.result.stderr.contains("read-only"),
        "\(run.result.stderr)")
      #expect(!run.result.stdout.isEmpty)
    } else {
      #expect(
        run.result.stderr.hasPrefix("puremvp: error: \(store): ")
          && run.result.stderr.contains("read-only"),
        "\(run.result.stderr)")
    }
    #expect(try StoreSnapshot(of: store) == before)
  }
}
