import Foundation
import SystemInterface
import TestSupport
import Testing

/// The uid that stands for "another user": `nobody` on Linux.
private let otherUser: uid_t = 65_534

/// Whether this process may give files away to another uid, which is how a test plays the
/// second user of a machine.
private let isRoot = geteuid() == 0

/// The permission bits of `path`, the entry itself.
private func permissions(_ path: String) -> mode_t? {
  var info = stat()
  return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
}

/// The names in the directory at `path`, sorted.
private func names(in path: String) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: path).sorted()
}

/// Where a `--store` path leads, and what the program may do to a directory it finds
/// there: another user's link is never followed, and a directory the user keeps other
/// files in is never re-permissioned.
@Suite struct HostileStorePathTests {
  /// A directory of the user's, with a file of their own, readable by others as a home
  /// directory often is: what another user would like the store to be written into.
  private func makeVictim(in directory: TemporaryDirectory) throws -> String {
    let victim = directory.file("victim")
    #expect(mkdir(victim, 0o755) == 0)
    chmod(victim, 0o755)
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: victim + "/notes"))
    return victim
  }

  /// A directory of another user's, where they can put links of their own.
  private func theirDirectory(in directory: TemporaryDirectory) -> String {
    let place = directory.file("pub")
    #expect(mkdir(place, 0o755) == 0)
    chown(place, otherUser, otherUser)
    return place
  }

  @Test(
    .enabled(if: isRoot, "only root can make a link that another uid owns"),
    arguments: ["", "/store"])
  func aLinkOfAnotherUserOnTheWayToTheStoreIsNotFollowed(below: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let victim = try makeVictim(in: directory)
    let link = theirDirectory(in: directory) + "/s"
    #expect(symlink(victim, link) == 0)
    lchown(link, otherUser, otherUser)
    let store = link + below
    let run = try GuardedRunner.run(["--store", store, "tasks", "add", "x"])
    // The message names the link, where the path went wrong.
    expectRefused(run, status: 74, mentioning: [link + ":", "symbolic link", "\(otherUser)"])
    #expect(try names(in: victim) == ["notes"])
    #expect(permissions(victim) == 0o755)
  }

  /// A link of the user's own may lead anywhere of theirs, also at a directory on the way,
  /// and the missing directories after it are created.
  @Test func aStoreBelowALinkOfOursIsCreatedWhereTheLinkLeads() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let real = directory.file("disk")
    #expect(mkdir(real, 0o700) == 0)
    let link = directory.file("link")
    #expect(symlink("disk", link) == 0)
    let run = try GuardedRunner.run(["--store", link + "/a/../b/store", "tasks", "add", "x"])
    #expect(run.result.status == 0, "\(run.result)")
    #expect(try names(in: real + "/b/store").contains("tasks"))
    #expect(permissions(real + "/b/store") == 0o700)
  }

  /// As `mkdir -p` does, a link of ours that leads nowhere is not made to lead somewhere:
  /// the directories it names are not created.
  @Test func aLinkOfOursThatLeadsNowhereIsNotFollowedIntoNewDirectories() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let nowhere = directory.file("nowhere")
    let link = directory.file("link")
    #expect(symlink(nowhere + "/deeper", link) == 0)
    let run = try GuardedRunner.run(["--store", link, "tasks", "add", "x"])
    expectRefused(run, status: 74, mentioning: [link, "No such file"])
    #expect(!FileManager.default.fileExists(atPath: nowhere))
  }

  /// A directory the user made, holding their own files, that others can read: its mode
  /// is the user's choice for those files, so the store neither changes it nor goes in.
  @Test(arguments: [0o755, 0o750, 0o777])
  func aDirectoryOfOursWithOtherFilesThatOthersCanReadIsRefusedUnchanged(mode: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let victim = try makeVictim(in: directory)
    chmod(victim, mode_t(mode))
    let run = try GuardedRunner.run(["--store", victim, "tasks", "add", "x"])
    expectRefused(run, status: 74, mentioning: [victim, "not the store's"])
    #expect(try names(in: victim) == ["notes"])
    #expect(permissions(victim) == mode_t(mode))
  }

  /// Others who may only pass through cannot see or change the store's 0600 files: the
  /// store is used, and the directory's mode left as the user set it.
  @Test func aDirectoryOfOursWithOtherFilesThatOthersCanOnlyEnterIsUsedUnchanged() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let victim = try makeVictim(in: directory)
    chmod(victim, 0o711)
    let run = try GuardedRunner.run(["--store", victim, "tasks", "add", "x"])
    #expect(run.result.status == 0, "\(run.result)")
    #expect(run.result.stderr.isEmpty, "\(run.result.stderr)")
    #expect(permissions(victim) == 0o711)
    #expect(permissions(victim + "/tasks") == 0o600)
  }
}
