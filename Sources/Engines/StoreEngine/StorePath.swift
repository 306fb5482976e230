import SystemInterface

/// Opening the directory a `--store` path names so that nobody else can redirect it.
///
/// The path is walked one name at a time, each opened relative to the directory before
/// it without following links. A symbolic link met on the way is followed only when it
/// belongs to the user (or to root, who owns the system's own links such as `/var/run`),
/// as the kernel's `protected_symlinks` does in shared directories: another user's link
/// could otherwise point the store at a directory of the user's choosing, to have it
/// re-permissioned and written into. Missing directories are created (0700) on the way.
package enum StorePath {
  /// The directory opened, and whether this walk created it.
  package struct Opened {
    /// The directory, opened for reading.
    package let descriptor: Int32
    /// Whether the directory did not exist before: nobody else's files can be in it.
    package let wasCreated: Bool
  }

  /// As many links as Linux follows in one path.
  private static let maximumLinks = 40

  #if os(Linux)
    /// A directory on the way is only searched: `O_PATH` (its value on the Linux
    /// architectures Swift runs on; Glibc's module hides the name) needs no read
    /// permission, so a store under a directory the user may enter but not list opens as
    /// it always did.
    private static let searchOnly: Int32 = 0o10_000_000
  #else
    private static let searchOnly = O_RDONLY
  #endif

  /// Opens the directory at `path`, creating missing ones when `creating`; `nil` when it
  /// is missing and not `creating`.
  package static func openDirectory(
    _ path: String, creating: Bool
  ) throws(StoreFailure) -> Opened? {
    // Names still to walk, the next one last.
    var pending =
      path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
      .reversed() as [String]
    var current = open(path.hasPrefix("/") ? "/" : ".", searchOnly | O_DIRECTORY | O_CLOEXEC)
    guard current >= 0 else { throw .unwritable(path: path, reason: .last) }
    defer { if current >= 0 { close(current) } }
    var linksFollowed = 0
    var wasCreated = false
    // How many of the names on top of `pending` come from a link's target: as `mkdir -p`
    // does, a link that leads nowhere is not made to lead somewhere.
    var namesFromLinks = 0
    // The given path up to the name being opened, for messages: the part that failed.
    var given = path.hasPrefix("/") ? "" : "."
    while let name = pending.popLast() {
      let isFromLink = namesFromLinks > 0
      if isFromLink {
        namesFromLinks -= 1
      } else {
        given = given == "." ? name : given + "/" + name
      }
      if name == "." { continue }
      let flags = searchOnly | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
      var next = openat(current, name, flags)
      var madeIt = false
      if next < 0, errno == ENOENT {
        guard creating else { return nil }
        guard !isFromLink else { throw .unwritable(path: given, reason: .noSuchFile) }
        if mkdirat(current, name, 0o700) == 0 {
          madeIt = true
        } else if errno != EEXIST {
          throw .unwritable(path: given, reason: .last)
        }
        next = openat(current, name, flags)
      }
      if next >= 0 {
        close(current)
        current = next
        wasCreated = madeIt
        continue
      }
      let error = SystemError.last
      var link = stat()
      guard fstatat(current, name, &link, AT_SYMLINK_NOFOLLOW) == 0 else {
        throw .unwritable(path: given, reason: .last)
      }
      guard link.st_mode & S_IFMT == S_IFLNK else {
        let isDirectory = link.st_mode & S_IFMT == S_IFDIR
        throw .unwritable(path: given, reason: isDirectory ? error : .notADirectory)
      }
      guard link.st_uid == geteuid() || link.st_uid == 0 else {
        throw .untrustedDirectory(path: given, reason: .linkOfOtherUser(uid: UInt32(link.st_uid)))
      }
      linksFollowed += 1
      guard linksFollowed <= maximumLinks else {
        throw .unwritable(path: given, reason: SystemError(code: ELOOP))
      }
      guard let target = readLink(current, name, same: link) else {
        throw .untrustedDirectory(path: given, reason: .symbolicLink)
      }
      let targetNames = target.split(separator: "/", omittingEmptySubsequences: true)
      pending += targetNames.map(String.init).reversed()
      namesFromLinks += targetNames.count
      if target.hasPrefix("/") {
        let root = open("/", searchOnly | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { throw .unwritable(path: given, reason: .last) }
        close(current)
        current = root
      }
    }
    let directory = openat(current, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { throw .unwritable(path: path, reason: .last) }
    return Opened(descriptor: directory, wasCreated: wasCreated)
  }

  /// The target of the link `name` in `directory`, read only if the link is still the one
  /// `checked` describes (another could have been put in its place meanwhile).
  private static func readLink(_ directory: Int32, _ name: String, same checked: stat) -> String? {
    var bytes = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = bytes.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return -1 }
      return readlinkat(directory, name, base.assumingMemoryBound(to: CChar.self), raw.count)
    }
    var after = stat()
    guard count > 0, count < bytes.count,
      fstatat(directory, name, &after, AT_SYMLINK_NOFOLLOW) == 0,
      after.st_ino == checked.st_ino, after.st_dev == checked.st_dev,
      after.st_uid == checked.st_uid, after.st_mode & S_IFMT == S_IFLNK
    else { return nil }
    return String(decoding: bytes[0..<count], as: UTF8.self)
  }
}
